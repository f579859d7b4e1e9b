export const SITE_NAME = '빌림마켓';
