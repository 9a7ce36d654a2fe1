/**
 * A contract's vehicle and driver judged by the same rules as any assignment
 * (app/lib/fitness-rules.ts), journey by journey: every document valid until that journey ends,
 * the category the vehicle needs, a school run's DBS, and the driver's hours on each day and week
 * with all the contract's journeys and the driver's other work added together. Each refusal is
 * said against the dates it refuses, so the form can show which rule stops which date. Pure and
 * client-safe; the caller reads the driver's other work and measures the roads.
 */
import {
  checkFitness,
  type DayDriving,
  type DriverDocuments,
  type VehicleDocuments,
} from '#app/lib/fitness-rules.ts';

export interface JudgedJourney {
  date: string;
  startsAt: Date;
  endsAt: Date;
  /** This journey's driving per London day, at the tariff's speed ([] when not measured). */
  driving: readonly DayDriving[];
}

export interface ContractFitness {
  /** Each refusing rule's words, once, in the order first met. */
  refusals: string[];
  /** The dates each refusal stops: a journey date and the rules that refuse it. */
  byDate: Map<string, string[]>;
  /** Dates nobody recorded, once each: a warning the admin may save past, as in the register. */
  unknown: string[];
}

export function judgeContract(input: {
  vehicle: VehicleDocuments;
  driver: DriverDocuments | null;
  school: boolean;
  journeys: readonly JudgedJourney[];
  /** The driver's other live work's driving (register jobs and offers holding them). */
  driverDriving: readonly DayDriving[];
}): ContractFitness {
  const result: ContractFitness = { refusals: [], byDate: new Map(), unknown: [] };
  const allDriving = input.journeys.map((j) => j.driving);
  input.journeys.forEach((journey, index) => {
    // The driver's hours count every other journey of the contract as already theirs.
    const rest = allDriving.filter((_, i) => i !== index).flat();
    const verdict = checkFitness({
      vehicle: input.vehicle,
      driver: input.driver,
      job: {
        startsAt: journey.startsAt,
        endsAt: journey.endsAt,
        school: input.school,
        driving: journey.driving,
      },
      driverDriving: [...input.driverDriving, ...rest],
      mode: 'admin',
    });
    for (const { message } of verdict.refusals) {
      if (!result.refusals.includes(message)) result.refusals.push(message);
      const said = result.byDate.get(journey.date) ?? [];
      if (!said.includes(message)) result.byDate.set(journey.date, [...said, message]);
    }
    for (const { message } of verdict.unknown) {
      if (!result.unknown.includes(message)) result.unknown.push(message);
    }
  });
  return result;
}
