/** docs/product.md §56: the inline message when data cannot be saved (the server's detail wins when there is one). */
export const SAVE_ERROR = 'An error occurred while saving your data';
