/** A whole PNG of one red pixel (69 bytes): IHDR, IDAT and IEND with their checksums. */
export const tinyPng = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c49444154789c63f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
  'hex',
);
