/** The visa records: the visit-visa and the work-visa collections, which share one record shape. */
export function visaRecords<V, W>(content: { visitVisas: readonly V[]; workVisas: readonly W[] }): (V | W)[] {
  return [...content.visitVisas, ...content.workVisas];
}
