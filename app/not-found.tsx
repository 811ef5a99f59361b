import Link from 'next/link';
import messages from '../messages/en/notFound.json';

// Only reached by `next dev` for paths outside every locale; the export's 404.html is the
// English localized page (scripts/build.mjs copies it to out/404.html).
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <h1>{messages.title}</h1>
        <p>{messages.text}</p>
        <Link href="/">{messages.home}</Link>
      </body>
    </html>
  );
}
