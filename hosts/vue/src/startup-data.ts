export interface StartupData {
  tenant: string;
  props: { cart?: { items: { quantity: number }[] } };
}

export const itemsIn = (data: StartupData) =>
  (data.props.cart?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
