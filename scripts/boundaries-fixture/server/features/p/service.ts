// Breaks feature-not-into-other-routes.
import { routes } from '../q/routes.js';

export const service = routes;
