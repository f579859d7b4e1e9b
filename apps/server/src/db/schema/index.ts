export * from './sequences';
export * from './member';
export * from './email-code';
export * from './catalogue';
export * from './order';
export * from './cart';
export * from './contact';
export * from './jobs';
