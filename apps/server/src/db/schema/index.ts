export * from './sequences';
export * from './member';
