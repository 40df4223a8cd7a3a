// Imported by the entry and by the chunk loaded later.
export const shared = 'shared by the entry and a chunk loaded later';
