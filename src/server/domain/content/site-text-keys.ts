/** The keys of `site_texts` the public pages read; editors and the demo seed write them. */
export const SiteTextKey = {
  HomeIntroTitle: 'home.intro.title',
  HomeIntroBody: 'home.intro.body',
  FacultyIntro: 'faculty.intro',
} as const;
