/**
 * The ASCI-style disclaimer that stands next to placement and salary claims
 * (PRODUCT.md item 7). Its own module so a page that shows it does not load
 * the home page's content.
 */
export const PLACEMENT_DISCLAIMER = "Past record is no guarantee of future job prospects.";
