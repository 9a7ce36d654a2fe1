/** Where `npm run dev` and `npm run seed` keep their PGlite database unless DATA_DIR says otherwise. */
export const DEV_DATA_DIR = './data-dev';
