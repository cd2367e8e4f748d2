export interface Dose {
  id: string;
  bed: number;
  patient: string;
  medicine: string;
  due: string;
}

export const DOSES: Dose[] = [
  { id: 'bed-1', bed: 1, patient: 'Ada Okafor', medicine: 'Paracetamol 1 g', due: '08:00' },
  { id: 'bed-2', bed: 2, patient: 'Tomas Reyes', medicine: 'Amoxicillin 500 mg', due: '08:00' },
  { id: 'bed-3', bed: 3, patient: 'Priya Nair', medicine: 'Enoxaparin 40 mg', due: '09:00' },
  { id: 'bed-4', bed: 4, patient: 'Ewan Hughes', medicine: 'Metformin 500 mg', due: '08:00' },
  { id: 'bed-5', bed: 5, patient: 'Lotte Jansen', medicine: 'Furosemide 40 mg', due: '09:00' },
];
