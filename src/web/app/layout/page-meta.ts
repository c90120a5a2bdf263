/** Title, description and their Open Graph twins, from a loader's `meta` field. */
export function pageMeta(meta: { title: string; description: string } | undefined) {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:type', content: 'website' },
  ];
}
