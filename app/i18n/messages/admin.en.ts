import type { adminCs } from './admin.cs';

/** English texts of the admin area: exactly the Czech keys. */
export const adminEn: { [K in keyof typeof adminCs]: string } = {
  'admin.title': 'Admin',
  'admin.metaDescription': 'Administration of Innovation Week Czech Republic.',
};
