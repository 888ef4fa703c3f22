import { z } from 'zod';
import { orderItemStatuses } from './order-item-status';

/** Zod schema of an order item status. */
export const orderItemStatusSchema = z.enum(orderItemStatuses);
