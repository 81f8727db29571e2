// A quiz's id, without zod, for screens that only name quizzes: the seeded ones are funquiz, quiz1,
// quiz2 and quiz3; new ones get a short random id.
export const QUIZ_ID = /^[a-z0-9][a-z0-9-]{0,39}$/;
