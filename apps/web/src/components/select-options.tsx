/** The options of a select, one per value, each shown as `label` words it. */
export function SelectOptions<V extends string | number>({
  values,
  label = String,
}: {
  values: readonly V[];
  label?: (value: V) => string;
}) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}
