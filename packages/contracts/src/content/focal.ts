/*
 * The focal point's rule for drawing a crop, without schemas: the site's pages import this entry
 * (`@studio/contracts/focal`), so their code carries no schema library. The schema of a focal
 * point (`FocalPoint`, 0–100 each way) is in media.ts.
 */

/** A point of an image in percent from the left (`x`) and the top (`y`). */
export interface FocalPosition {
  x: number;
  y: number;
}

/** Where a crop centres when nobody chose a point (and what an absent `focal` means). */
export const FOCAL_CENTRE = { x: 50, y: 50 } as const satisfies FocalPosition;

/** The CSS `object-position` that keeps an image's focal point in frame when cropped. */
export const objectPositionOf = (image: { focal?: FocalPosition | undefined }): string => {
  const { x, y } = image.focal ?? FOCAL_CENTRE;
  return `${x}% ${y}%`;
};
