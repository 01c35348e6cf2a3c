/** The module every remote exposes for its area (`exposes: { './area': ... }` in its build). */
export const AREA_EXPOSE = 'area';
