// The simulator parameters' server state: one query, its key built here.
import { queryOptions } from '@tanstack/react-query';
import { getSimulatorParams } from './api/get-simulator-params.ts';

export const simulatorParamsKey = ['simulator-params'] as const;

export const simulatorParamsQuery = () =>
  queryOptions({ queryKey: simulatorParamsKey, queryFn: getSimulatorParams });
