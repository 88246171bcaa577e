/**
 * The strip of client names on the home page. Sample names: replace with organisations
 * that have agreed to be named.
 */
export const clientStrip = {
  label: 'Trusted by teams at',
  names: [
    'Northvale Community Health',
    'Harbour Hospice',
    'Kestrel Analytics',
    'Brightpath Tutors',
    'Halden Ventures',
    'Open Streets Alliance',
    'Fenwick & Hale',
  ],
};
