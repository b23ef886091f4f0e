// The catalog module's front door (docs/architecture.md#house-rules): products, their listings,
// cards, pages, media and stock. Other modules and app/ import only from here; its tables and inner
// files are its own.
import 'server-only';

export { exportProductsCsv } from './bulk/export-products';
export { importProductsCsv } from './bulk/import-products';
export { productCardsByCode } from './cards-by-code';
export { forgetCatalogAnswers } from './catalog-answers';
export { colourNames, colourStock, coloursInStock, type ColourName } from './colour-stock';
export { goodsAttributes } from './goods-attributes';
export { listGoods } from './list-goods';
export { firstSaleEndIn } from './listing-sale-end';
export { listedProductCodes } from './listed-products';
export { lowStockVariants } from './low-stock';
export {
  bannerDrawing,
  parseMediaPath,
  photoWallPortrait,
  productImageSvg,
  type MediaRequest,
} from './media';
export { addPhoto, deletePhoto, productPhotos, reorderPhotos, setPhotoAlt, setTryOnImage } from './photos';
export { productCardsById, productsOnSale } from './product-cards';
export { productDetail } from './product-detail';
export { ensureProductListings, refreshProductListings } from './product-listings';
export { lockProduct } from './product-lock';
export {
  productChoices,
  productIdByCode,
  productNamesById,
  type ProductChoice,
  type ProductName,
} from './product-names';
export { productForPage } from './product-page';
export { purchasables, releaseStock, reserveStock, variantOf, type Purchasable } from './purchasables';
export { variantIdOf } from './variant-id';
export { framesForLensRules } from './frames-for-lens-rules';
export { adjustStock, setLowStockThreshold } from './editing/adjust-stock';
export { createProduct } from './editing/create-product';
export { listProducts } from './editing/list-products';
export { findProducts } from './editing/product-find';
export { productInfo } from './editing/product-info';
export { setProductStatus } from './editing/set-status';
export { updateProduct } from './editing/update-product';
export type { VariantsInUse } from './editing/variants-in-use';
export { changeProductPrices } from './selection/change-prices';
export { setProductStatusMany } from './selection/set-status-many';
