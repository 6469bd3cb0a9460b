import type { Address, PersonalInformation } from '../types/index.js';

/** The address fields every address needs. */
const REQUIRED_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'streetName',
  'streetNumber',
  'zipCode',
  'city',
  'countryCode',
] as const satisfies readonly (keyof Address)[];

const isBlank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

function missingAddressFields(prefix: string, address: Address | undefined): string[] {
  return REQUIRED_ADDRESS_FIELDS.filter((field) => isBlank(address?.[field])).map(
    (field) => `${prefix}.${field}`,
  );
}

/**
 * The missing fields of personal information, for tracking: 'email', 'phoneNumber',
 * 'billingAddress.firstName' ... and the shipping address fields when a distinct shipping address
 * is selected. The shopper sees the catalogue's notice asking to complete the details.
 */
export function missingPersonalFields(info: PersonalInformation | null | undefined): string[] {
  const missing: string[] = [];
  if (isBlank(info?.email)) missing.push('email');
  if (isBlank(info?.phoneNumber)) missing.push('phoneNumber');
  missing.push(...missingAddressFields('billingAddress', info?.billingAddress));
  if (info?.distinctShippingAddressSelected) {
    missing.push(...missingAddressFields('shippingAddress', info.shippingAddress));
  }
  return missing;
}
