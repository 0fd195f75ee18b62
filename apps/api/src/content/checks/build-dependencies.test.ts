import { describe, expect, it } from 'vitest';
import { namedVersionIssues } from './named-versions';
import { parseVersionsTable } from './versions-table';

const TABLE = `
products:
  - product: Spring Boot
    maven: [spring-boot-starter-parent, spring-boot-maven-plugin, org.springframework.boot]
    versions: ["4.1.0"]
    newest: "4.1.1"
    source: spring-projects/spring-boot@v4.1.1
    checked: 2026-11-29
  - product: Spring Cloud
    maven: [spring-cloud-dependencies]
    versions: ["2025.1.2"]
    newest: "2025.1.2"
    source: spring-cloud/spring-cloud-release@v2025.1.2
    checked: 2026-11-29
  - product: Express
    npm: [express]
    versions: ["5.1.0"]
    newest: "5.1.0"
    source: expressjs/express@v5.1.0
    checked: 2026-11-29
`;
const { table, issues: tableIssues } = parseVersionsTable(TABLE);
const check = (lines: string[]) => namedVersionIssues(lines.join('\n'), table!);
const unknown = (kind: string, name: string, version: string, list = 'maven') =>
  `${kind} ${name} ${version} is in no product's ${list} list in content/versions.yaml: add it to a product with its versions and source`;

const pom = (...body: string[]) => [
  '<project>',
  '  <parent>',
  '    <groupId>org.springframework.boot</groupId>',
  '    <artifactId>spring-boot-starter-parent</artifactId>',
  '    <version>4.1.0</version>',
  '  </parent>',
  '  <artifactId>orders</artifactId>',
  '  <version>0.0.1-SNAPSHOT</version>',
  ...body,
  '</project>',
];

describe('versions of build file dependencies', () => {
  it('reads the table', () => {
    expect(tableIssues).toEqual([]);
  });

  it('pass a listed artifact at a listed version, and leave the project its own version', () => {
    const bom = [
      '  <dependencyManagement><dependencies><dependency>',
      '    <artifactId>spring-cloud-dependencies</artifactId>',
      '    <version>2025.1.2</version>',
    ];
    const managed = [
      '  <dependencies><dependency>',
      '    <artifactId>spring-boot-starter-web</artifactId>',
      '  </dependency></dependencies>',
    ];
    expect(
      check(pom(...bom, '    <type>pom</type><scope>import</scope>', '  </dependency></dependencies></dependencyManagement>', ...managed)),
    ).toEqual([]);
  });

  it('refuse a dependency whose artifact no product lists, naming it at its version line', () => {
    const dependency = [
      '  <dependencies>',
      '    <dependency>',
      '      <artifactId>java-cfenv-boot</artifactId>',
      '      <version>4.0.2</version>',
      '    </dependency>',
      '  </dependencies>',
    ];
    expect(check(pom(...dependency))).toEqual([{ line: 12, message: unknown('artifact', 'java-cfenv-boot', '4.0.2') }]);
  });

  it('refuse a BOM import no product lists', () => {
    const bom = [
      '  <dependencyManagement><dependencies><dependency>',
      '    <groupId>io.pivotal.spring.cloud</groupId>',
      '    <artifactId>spring-cloud-services-dependencies</artifactId>',
      '    <version>4.4.1</version>',
      '    <type>pom</type>',
      '    <scope>import</scope>',
      '  </dependency></dependencies></dependencyManagement>',
    ];
    expect(check(pom(...bom))).toEqual([{ line: 12, message: unknown('artifact', 'spring-cloud-services-dependencies', '4.4.1') }]);
  });

  it('refuse a parent no product lists, and hold a listed parent to its versions', () => {
    const parent = ['<parent>', '  <artifactId>spring-cloud-build</artifactId>', '  <version>5.0.2</version>', '</parent>'];
    expect(check(parent)).toEqual([{ line: 3, message: unknown('artifact', 'spring-cloud-build', '5.0.2') }]);
    expect(check(pom().map((line) => line.replace('4.1.0', '4.0.3')))).toEqual([
      { line: 5, message: 'pins Spring Boot 4.0.3, which content/versions.yaml does not list (4.1.0)' },
    ]);
  });

  it("refuse a plugin no product lists, but not the plugin's own dependencies and configuration", () => {
    const plugin = [
      '  <build><plugins><plugin>',
      '    <artifactId>native-maven-plugin</artifactId>',
      '    <version>1.1.1</version>',
      '    <configuration><version>9.9</version></configuration>',
      '    <dependencies><dependency><artifactId>spring-cloud-dependencies</artifactId><version>2025.1.2</version></dependency></dependencies>',
      '  </plugin></plugins></build>',
    ];
    expect(check(pom(...plugin))).toEqual([{ line: 11, message: unknown('artifact', 'native-maven-plugin', '1.1.1') }]);
  });

  it('resolve a version from the properties, report where it is set, and skip what is not literal', () => {
    const properties = [
      '  <properties>',
      '    <spring-cloud.version>2025.0.0</spring-cloud.version>',
      '    <cfenv.version>4.0.1</cfenv.version>',
      '  </properties>',
    ];
    const dependencies = [
      '  <dependencies>',
      '    <dependency><artifactId>spring-cloud-dependencies</artifactId><version>${spring-cloud.version}</version></dependency>',
      '    <dependency><artifactId>java-cfenv-boot</artifactId><version>${cfenv.version}</version></dependency>',
      '    <dependency><artifactId>orders-api</artifactId><version>${project.version}</version></dependency>',
      '    <dependency><artifactId>ranged</artifactId><version>[1.0,2.0)</version></dependency>',
      '  </dependencies>',
    ];
    expect(check(pom(...properties, ...dependencies))).toEqual([
      { line: 10, message: 'pins Spring Cloud 2025.0.0, which content/versions.yaml does not list (2025.1.2)' },
      { line: 15, message: unknown('artifact', 'java-cfenv-boot', '4.0.1') },
    ]);
  });

  it('hold Gradle coordinates and plugins to the same lists', () => {
    const build = [
      'plugins {',
      '    id("org.springframework.boot") version "4.1.0"',
      "    id 'org.graalvm.buildtools.native' version '1.1.1'",
      '}',
      'dependencies {',
      '    implementation(platform("org.springframework.cloud:spring-cloud-dependencies:2025.1.2"))',
      "    implementation 'io.pivotal.cfenv:java-cfenv-boot:4.0.1'",
      '    testImplementation("org.springframework.boot:spring-boot-starter-test")',
      '    implementation("io.pivotal.cfenv:java-cfenv-boot:$cfenvVersion")',
      '}',
    ];
    expect(check(build)).toEqual([
      { line: 3, message: unknown('Gradle plugin', 'org.graalvm.buildtools.native', '1.1.1') },
      { line: 7, message: unknown('artifact', 'java-cfenv-boot', '4.0.1') },
    ]);
    expect(check(build.slice(0, 2).map((line) => line.replace('4.1.0', '4.0.0')))).toEqual([
      { line: 2, message: 'pins Spring Boot 4.0.0, which content/versions.yaml does not list (4.1.0)' },
    ]);
  });

  it('hold package.json dependencies to the npm lists, leaving tags and ranges alone', () => {
    const packageJson = [
      '{',
      '  "name": "kv-broker",',
      '  "version": "1.0.0",',
      '  "dependencies": { "express": "^5.1.0", "left-pad": "1.3.0" },',
      '  "devDependencies": {',
      '    "@types/node": "~22.10",',
      '    "express": "5.0.0",',
      '    "next": "latest",',
      '    "lodash": "4.x"',
      '  }',
      '}',
    ];
    expect(check(packageJson)).toEqual([
      { line: 4, message: unknown('npm package', 'left-pad', '1.3.0', 'npm') },
      { line: 6, message: unknown('npm package', '@types/node', '22.10', 'npm') },
      { line: 7, message: 'pins Express 5.0.0, which content/versions.yaml does not list (5.1.0)' },
    ]);
  });
});
