/** The digital store (contracts `commerce`): products, favourites, cart, checkout, downloads, invoices, own products. */
import { type CallInput, call } from '../call';
import { commerce } from '@souq/contracts';

type Body<E extends keyof typeof commerce> = NonNullable<CallInput<(typeof commerce)[E]>['body']>;

// Browsing
export const getCategoryProducts = (categoryId: number, page?: number) =>
  call(commerce.categoryProducts, { params: { id: categoryId }, query: page ? { page } : {} });
export const searchProducts = (body: Body<'searchProducts'>) => call(commerce.searchProducts, { body });
export const filterProducts = (body: Body<'filterProducts'>) => call(commerce.filterProducts, { body });
export const getProduct = (productId: number) => call(commerce.showProduct, { body: { product_id: productId } });
export const getSimilarProducts = (productId: number) => call(commerce.similarProducts, { params: { id: productId } });
export const getProductRates = (productId: number) => call(commerce.productRates, { params: { id: productId } });

// Favourites
export const getFavorites = () => call(commerce.favorites);
export const addFavorite = (productId: number) => call(commerce.addFavorite, { body: { product_id: productId } });
export const removeFavorite = (productId: number) => call(commerce.removeFavorite, { body: { product_id: productId } });

// Cart and checkout
export const getCart = () => call(commerce.cart);
export const addToCart = (productId: number) => call(commerce.addToCart, { body: { product_id: productId } });
export const removeCartItem = (cartId: number) => call(commerce.removeCartItem, { body: { cart_id: cartId } });
export const inquiryCoupon = (coupon: string) => call(commerce.inquiryCoupon, { query: { coupon } });
export const createOrder = (body: Body<'createOrder'>) => call(commerce.createOrder, { body });

// Purchased files and invoices
export const getDownloads = () => call(commerce.downloads);
export const getDownloadFiles = (productId: number) => call(commerce.downloadFiles, { body: { product_id: productId } });
export const getInvoice = (kind: 'products' | 'services', orderId: number) => call(commerce.invoice, { params: { kind, id: orderId } });

// The store owner's products
export const getOwnProducts = () => call(commerce.providerProducts);
export const storeProduct = (body: Body<'storeProduct'>) => call(commerce.storeProduct, { body });
export const getOwnProduct = (productId: number) => call(commerce.showOwnProduct, { body: { product_id: productId } });
export const updateProduct = (body: Body<'updateProduct'>) => call(commerce.updateProduct, { body });
export const deleteProduct = (productId: number) => call(commerce.deleteProduct, { body: { product_id: productId } });
export const deleteProductFile = (body: Body<'deleteProductFile'>) => call(commerce.deleteProductFile, { body });
export const getProviderDownloads = () => call(commerce.providerDownloads);
