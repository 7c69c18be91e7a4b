/** Czech texts of the admin area; spread into messages/cs.ts. */
export const adminCs = {
  'admin.title': 'Administrace',
  'admin.metaDescription': 'Administrace Týdne inovací ČR.',
};
