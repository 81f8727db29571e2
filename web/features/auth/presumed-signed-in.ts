// Whether the page being shown was drawn by the server for someone with a session (server/prerender.ts):
// until the server has said who they are, their screen shows as it was drawn, not a wait.
import { createContext, useContext } from 'react';

export const PresumedSignedIn = createContext(false);

export const usePresumedSignedIn = () => useContext(PresumedSignedIn);
