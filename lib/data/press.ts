/**
 * Press releases, one entry per release (its words are in messages/<code>/pressRelease.json under
 * releases.<id>). The page lists them newest first. Sample releases: replace before going live.
 */
export const pressReleases = [
  { id: 'launch', date: '2025-03-18' },
  { id: 'rewards', date: '2025-06-02' },
  { id: 'ucpi', date: '2025-10-14' },
  { id: 'offline', date: '2026-04-21' },
  { id: 'countries', date: '2026-09-08' },
] as const;

export const newestFirst = [...pressReleases].sort((a, b) => b.date.localeCompare(a.date));
