import { memo } from 'react';
import { additionalTicketUrl, type CartItem } from '../../domain/index.js';
import { useFormats } from '../../i18n/use-formats.js';
import { Button } from '../../ui/Button.js';
import { useItemTexts } from './item-texts.js';
import { useServicesModal } from './services/services-modal-host.js';

/**
 * The links of a tile: the services link (item.services) opens the services/content modal of the product (posting
 * service-info-opened; the modal, its call and DOMPurify load on demand, prefetched when the pointer or
 * focus reaches the link); for an appointment, the page to book a further ticket for the same day
 * (availabilities/{productId}/{experienceId}?selectedDate={date}). Ids derive from the tile's title id.
 */
export const ItemLinks = memo(function ItemLinks({ item, titleId }: { item: CartItem; titleId: string }) {
  const texts = useItemTexts();
  const services = useServicesModal();
  const f = useFormats();
  const { product } = item;
  const ticketUrl = item.appointment
    ? additionalTicketUrl(product.productId, item.experienceId, f.day(item.appointment.date))
    : undefined;
  return (
    <div data-item-links>
      <Button
        variant="text"
        id={`${titleId}-services`}
        aria-labelledby={`${titleId}-services ${titleId}`}
        aria-haspopup="dialog"
        data-action="services"
        onPointerEnter={services.prefetch}
        onFocus={services.prefetch}
        onClick={() => services.open(product)}
      >
        {texts.services}
      </Button>
      {ticketUrl && (
        <a
          href={ticketUrl}
          id={`${titleId}-ticket`}
          aria-labelledby={`${titleId}-ticket ${titleId}`}
          data-additional-ticket
        >
          {texts.additionalTicket}
        </a>
      )}
    </div>
  );
});
