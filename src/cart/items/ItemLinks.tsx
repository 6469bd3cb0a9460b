import { useId } from 'react';
import { additionalTicketUrl, isoDay, type CartItem } from '../../domain/index.js';
import { useItemTexts } from './item-texts.js';
import { ServicesLink } from './services/ServicesLink.js';

/**
 * The links of a tile: the services of the product, and for an appointment the page to book a further
 * ticket for the same day (availabilities/{productId}/{experienceId}?selectedDate={date}).
 */
export function ItemLinks({ item, titleId }: { item: CartItem; titleId: string }) {
  const id = useId();
  const texts = useItemTexts();
  const ticketUrl = item.appointment
    ? additionalTicketUrl(item.product.productId, item.experienceId, isoDay(item.appointment.date))
    : undefined;
  return (
    <div data-item-links>
      <ServicesLink product={item.product} titleId={titleId} />
      {ticketUrl && (
        <a href={ticketUrl} id={id} aria-labelledby={`${id} ${titleId}`} data-additional-ticket>
          {texts.additionalTicket}
        </a>
      )}
    </div>
  );
}
