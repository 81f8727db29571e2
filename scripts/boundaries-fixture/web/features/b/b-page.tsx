export const B = 'b';
