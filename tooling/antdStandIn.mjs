/* global __resourceQuery */
// Stands in for a part of antd that Moneta never renders (ANTD_STAND_INS in tooling/webpack.cjs); the query
// names what a screen would have asked for.
const unavailable = () => {
  throw new Error(`Not available in Moneta: ${decodeURIComponent(__resourceQuery.slice(1))}.`);
};

export default unavailable;
// The filters' module also exports the helper that reads a column's filters.
export const flattenKeys = unavailable;
