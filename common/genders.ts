// The genders a profile records, in the order the forms offer them. Apart from the schemas
// that use them, so the API's response shapes need not load the form's rules.
export const GENDERS = ['male', 'female'] as const;
