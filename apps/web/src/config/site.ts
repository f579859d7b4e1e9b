export const SITE_NAME = '빌림마켓';

/** The footer's project page; set VITE_PROJECT_INFO_URL at build time to point it elsewhere. */
export const PROJECT_INFO_URL = import.meta.env.VITE_PROJECT_INFO_URL || 'https://github.com/';
