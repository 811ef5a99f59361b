#!/usr/bin/env bash
# Makes the site's own short videos with ffmpeg (Debian's package), from the brand colours:
#   public/video/panel.{webm,mp4}  a 6 s seamless loop for the first benefit panel (muted autoplay)
#   public/video/tour.{webm,mp4}   a 12 s tour for the promo overlay
#   public/video/*.jpg             poster frames
# The outputs are committed; installing or building the site never needs ffmpeg.
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/video
mkdir -p "$out"
blue=0x1504b7
lime=0xd7ff1d
font=$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || echo /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf)

# Panel loop: lime "messages" slide from one phone to another across a blue field.
panel="drawbox=x=60:y=120:w=180:h=360:color=white@0.95:t=fill,drawbox=x=400:y=120:w=180:h=360:color=white@0.95:t=fill,\
drawbox=x='240+160*mod(t,3)/3-30':y=270:w=60:h=60:color=${lime}:t=fill,\
drawbox=x=80:y=160:w=140:h=24:color=${blue}@0.25:t=fill,drawbox=x=420:y=160:w=140:h=24:color=${blue}@0.25:t=fill,\
drawbox=x=80:y='400-40*abs(sin(PI*t/3))':w=140:h=44:color=${lime}:t=fill,drawbox=x=420:y='400-40*abs(sin(PI*t/3))':w=140:h=44:color=${lime}:t=fill"
ffmpeg -y -loglevel error -f lavfi -i "color=c=${blue}:s=640x600:r=24:d=6" -vf "$panel" -an -c:v libvpx-vp9 -b:v 250k -pix_fmt yuv420p "$out/panel.webm"
ffmpeg -y -loglevel error -f lavfi -i "color=c=${blue}:s=640x600:r=24:d=6" -vf "$panel" -an -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart "$out/panel.mp4"
ffmpeg -y -loglevel error -f lavfi -i "color=c=${blue}:s=640x600:r=1:d=1" -vf "$panel" -frames:v 1 -q:v 4 "$out/panel.jpg"

# Tour: three scenes of 4 s with a moving lime bar and a dot for each scene, the current one lime.
# It draws no words but the brand: its titles are captions in the page's language
# (public/video/captions/<locale>.vtt, written by scripts/copy-assets.mjs from the hero's
# typewriter lines, one per scene).
dot() { # scene x
  echo "drawbox=x=$2:y=640:w=22:h=22:color=white@0.45:t=fill,drawbox=x=$2:y=640:w=22:h=22:color=${lime}:t=fill:enable='between(t,$(($1 * 4)),$(($1 * 4 + 4)))'"
}
tour="drawbox=x='mod(t*120,1400)-200':y=560:w=200:h=24:color=${lime}:t=fill,$(dot 0 589),$(dot 1 629),$(dot 2 669),\
drawtext=fontfile=${font}:text='Orvyn':fontcolor=${lime}:fontsize=40:x=60:y=60"
ffmpeg -y -loglevel error -f lavfi -i "color=c=${blue}:s=1280x720:r=24:d=12" -vf "$tour" -an -c:v libvpx-vp9 -b:v 300k -pix_fmt yuv420p "$out/tour.webm"
ffmpeg -y -loglevel error -f lavfi -i "color=c=${blue}:s=1280x720:r=24:d=12" -vf "$tour" -an -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart "$out/tour.mp4"
ffmpeg -y -loglevel error -ss 1 -i "$out/tour.mp4" -frames:v 1 -q:v 4 "$out/tour.jpg"
ls -la "$out"
