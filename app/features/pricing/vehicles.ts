/**
 * Which vehicles carry a group: the smallest that seats everyone; more than the largest seats,
 * then as many of the largest as fill up and the smallest that takes the rest.
 */
import { VEHICLE_IDS, vehicleSeats, type VehicleId } from './tariff.ts';

export function vehiclesFor(passengers: number): VehicleId[] {
  const bySize = [...VEHICLE_IDS].sort((a, b) => vehicleSeats(a) - vehicleSeats(b));
  const largest = bySize[bySize.length - 1]!;
  const vehicles: VehicleId[] = [];
  let remaining = passengers;
  while (remaining > vehicleSeats(largest)) {
    vehicles.push(largest);
    remaining -= vehicleSeats(largest);
  }
  if (remaining > 0) vehicles.push(bySize.find((id) => vehicleSeats(id) >= remaining)!);
  return vehicles;
}
