import { z } from 'zod';
import { orderStatuses } from './order-status';

/** Zod schema of an order status. */
export const orderStatusSchema = z.enum(orderStatuses);
