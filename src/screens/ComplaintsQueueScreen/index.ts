export { ComplaintsQueueScreen, COMPLAINT_QUEUE_STATUSES } from './ComplaintsQueueScreen';
export type {
  ComplaintQueueFilter,
  ComplaintQueueItem,
  ComplaintQueueReply,
  ComplaintQueueStatus,
  ComplaintsQueueScreenProps,
} from './ComplaintsQueueScreen';
