export const routes = 'q';
