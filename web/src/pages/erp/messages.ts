/** docs/product.md §56 texts of the ERP page. */
export const LOAD_FAILED = 'Failed to load therapy plan data. Please refresh the page or try again later.';
export const GENERATE_FAILED = 'Failed to generate exposures. Please try again.';
