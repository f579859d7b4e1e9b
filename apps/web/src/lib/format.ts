/** '2개': a number of units (an order's quantity, a rental's). */
export const formatCount = (count: number): string => `${count}개`;

/** '90일': a number of days (a rental period, an extension). */
export const formatDays = (days: number): string => `${days}일`;
