import type { CartItem, PackagingType, Product, ProductType } from '../../src/domain/index.js';

/** A product with sensible defaults for rule tests. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    productId: 'p1',
    title: 'Fallschirmsprung',
    price: { gross: { amount: 100, currencyCode: 'EUR' } },
    productType: 'experience',
    ...overrides,
  };
}

/** A cart item with sensible defaults; `packaging` sets the selected packaging type. */
export function item(
  options: {
    id?: string;
    quantity?: number;
    type?: ProductType;
    price?: number;
    packaging?: PackagingType;
    packagingPrice?: number;
    appointment?: CartItem['appointment'];
    product?: Partial<Product>;
  } = {},
): CartItem {
  const quantity = options.quantity ?? 1;
  const price = options.price ?? 100;
  return {
    id: options.id ?? 'i1',
    quantity,
    total: { gross: { amount: price * quantity, currencyCode: 'EUR' } },
    product: product({
      productType: options.type ?? 'experience',
      price: { gross: { amount: price, currencyCode: 'EUR' } },
      ...options.product,
    }),
    availablePackagingOptions: [],
    ...(options.appointment ? { appointment: options.appointment } : {}),
    ...(options.packaging
      ? {
          selectedPackaging: {
            type: options.packaging,
            title: options.packaging,
            hasMultipleVariants: false,
            price: { gross: { amount: options.packagingPrice ?? 0, currencyCode: 'EUR' } },
          },
        }
      : {}),
  };
}
