/** @qce/testing: the axe check of a rendered tree (the other helpers are entries: @qce/testing/<entry>). */
export * from './axe';
