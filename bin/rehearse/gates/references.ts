// Every Ref, Fn::GetAtt, Fn::Sub variable and DependsOn names something of its own template (a
// resource, a parameter, a pseudo parameter): CloudFormation refuses the template otherwise
// ("Unresolved resource dependencies"), and a nested stack's refusal rolls back its parent.
// cfn-lint checks this too (E3005, E1012); this gate runs in the infra tests, where cfn-lint does not.
import { dependsOn, type GateResult, type StackTemplate } from '../template';

const PSEUDO = new Set(['AWS::AccountId', 'AWS::NotificationARNs', 'AWS::NoValue', 'AWS::Partition', 'AWS::Region', 'AWS::StackId', 'AWS::StackName', 'AWS::URLSuffix']);

function references(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) references(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'Ref' && typeof item === 'string') found.push(item);
      else if (key === 'Fn::GetAtt') found.push(Array.isArray(item) ? String(item[0]) : String(item).split('.')[0] as string);
      else if (key === 'Fn::Sub') {
        const [text, variables] = Array.isArray(item) ? [String(item[0]), Object.keys((item[1] ?? {}) as object)] : [String(item), []];
        for (const match of text.matchAll(/\$\{([^!}][^}]*)\}/g)) {
          const name = (match[1] as string).split('.')[0] as string;
          if (!variables.includes(name)) found.push(name);
        }
        references(Array.isArray(item) ? item[1] : undefined, found);
      } else references(item, found);
    }
  }
  return found;
}

export function checkReferences(templates: readonly StackTemplate[]): GateResult {
  const failures: string[] = [];
  let count = 0;
  for (const stack of templates) {
    const known = new Set([...Object.keys(stack.template.Resources), ...Object.keys(stack.template.Parameters ?? {}), ...PSEUDO]);
    const inConditions = new Set(Object.keys((stack.template.Conditions ?? {}) as object));
    for (const [id, resource] of Object.entries(stack.template.Resources)) {
      for (const target of [...references(resource.Properties), ...dependsOn(resource)]) {
        count += 1;
        if (!known.has(target) && !inConditions.has(target)) failures.push(`${stack.name}/${id} refers to "${target}", which its template does not define`);
      }
    }
    for (const [name, output] of Object.entries(stack.template.Outputs ?? {})) {
      for (const target of references(output)) {
        count += 1;
        if (!known.has(target)) failures.push(`${stack.name} output ${name} refers to "${target}", which its template does not define`);
      }
    }
  }
  return { gate: 'References resolve', checked: [`${count} references in ${templates.length} templates`], failures };
}
