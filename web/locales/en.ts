// English texts. The spec's texts appear here verbatim.
export const en = {
  app: { name: 'Utsav', skipToContent: 'Skip to content' },
  common: { loading: 'Loading...', back: 'Back' },
  header: {
    language: 'Language',
    switchTo: 'हिन्दी',
    switchToLabel: 'Switch to Hindi',
    bannerLeft: 'Celebrate Together',
    bannerRight: 'Play, Win, Shine',
    home: 'Utsav home',
  },
  brand: {
    eventLogo: 'Utsav 2025 — CSO Central Cluster',
    productLogo: 'Utsav',
    welcome: 'Welcome to Utsav 2025',
  },
  landing: { cta: 'Register / Sign In', title: 'Welcome' },
  footer: { terms: 'Terms', privacy: 'Privacy' },
  legal: {
    termsTitle: 'Terms of Use',
    privacyTitle: 'Privacy Notice',
    updated: 'Last updated: 1 August 2025',
    terms: [
      'This microsite is an internal, confidential service for employees of the participating regional sales offices and their event teams. Access is personal: sign in only with your own mobile number and do not share one-time codes.',
      'Quizzes, scores, dashboards and photographs are part of the event programme. Play fairly: each quiz may be played once, and leaving or refreshing a quiz while it runs ends your attempt.',
      'Content shown here, including event schedules, videos and team material, is for participants only and must not be published outside the organisation.',
      'The organisers may correct scores, remove content or suspend access that breaks these terms or the company code of conduct.',
    ],
    privacy: [
      'We collect only what participation needs: your mobile number (for sign-in), employee ID, name, gender, regional office and, if you choose to add one, a photograph.',
      'Your employee ID is checked against the event registry so that each employee registers once. Quiz answers and timings are kept to compute scores and winners.',
      'Team dashboards show totals per team, never individual details. Organisers can see registrations and individual quiz results to run the event.',
      'Data is kept for the event and its follow-up and then deleted. To correct or remove your data, contact the event organisers of your regional office.',
    ],
  },
  pending: {
    title: 'Opening soon',
    text: 'This section of the event app is being prepared. Please check back shortly.',
  },
  toast: { close: 'Dismiss' },
};

export type Messages = typeof en;
