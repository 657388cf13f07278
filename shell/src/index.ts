void import('./bootstrap');
export {};
