// The brand mark's drawing, in a 32 × 32 box: a rounded tile and, on it, a sponsor joined to two
// members (the referral tree a trellis grows on). The Logo component draws it in the theme's
// colours; scripts/brand-icons.mjs writes the same drawing into the favicon and the app icons
// (packages/app/src/brand.test.ts checks the committed favicon carries it).
export const logoMark = {
  /** The tile's corner radius. */
  tileRadius: 8,
  /** The branches, one path, stroked. */
  branches: 'M16 10v5M16 15l-6 6M16 15l6 6',
  /** The three members: [cx, cy]. */
  nodes: [
    [16, 9],
    [10, 22],
    [22, 22],
  ] as readonly (readonly [number, number])[],
  /** The members' radius. */
  nodeRadius: 3.5,
  /** The branches' width. */
  stroke: 2.5,
}
