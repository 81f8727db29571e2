// The venue screen's English texts, apart from the rest so that phones' first screens never carry
// them: the screen adds them to the translations when it loads (features/screen/screen-page.tsx).
export const enScreen = {
  screen: {
    title: 'Venue screen',
    standings: 'Team standings',
    team: 'Team',
    registered: 'Registered',
    points: 'Points',
    points_one: '{{count}} point',
    points_other: '{{count}} points',
    rank: 'Rank {{rank}}',
    join: 'Join on your phone',
    joinHint: 'Scan the code, or open',
    qrLabel: 'QR code to open {{address}}',
    quizzes: 'Quizzes',
    openNow: 'Open now',
    closesIn: 'Closes in {{time}}',
    nextQuiz: 'Next quiz',
    opensIn: 'Opens in {{time}}',
    opensSoon: 'Opening now',
    noQuiz: 'No quiz is scheduled right now',
    topPlayers: 'Top players',
    topPlayersOf: 'Top players · {{quiz}}',
    noPlays: 'No completed plays yet',
    seconds: '{{value}} s',
    announcement: 'Announcement',
    off: 'This screen has been switched off.',
    offHint: 'Ask the organisers for a new screen link.',
    fullScreen: 'Full screen',
  },
};

export type ScreenMessages = typeof enScreen;
