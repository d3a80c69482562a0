export { AuditLogScreen, EMPTY_AUDIT_FILTERS } from './AuditLogScreen';
export type { AuditLogEntry, AuditLogFilters, AuditLogScreenProps } from './AuditLogScreen';
export { auditChanges, compactValue, type AuditChange } from './auditChanges';
