// Every master-data entity, one declaration file each. The mock API's generic para module and the
// app's Master Data screens both read this list; adding an entity is a file here and a line below.
import addresstype from './addresstype.mjs';
import brand from './brand.mjs';
import cdffbranch from './cdffbranch.mjs';
import colour from './colour.mjs';
import colourcard from './colourcard.mjs';
import colourcardallocation from './colourcardallocation.mjs';
import country from './country.mjs';
import currency from './currency.mjs';
import departmenttype from './departmenttype.mjs';
import division from './division.mjs';
import dyetype from './dyetype.mjs';
import fabriccategory from './fabriccategory.mjs';
import fabrictype from './fabrictype.mjs';
import garmenttype from './garmenttype.mjs';
import gender from './gender.mjs';
import machine from './machine.mjs';
import machineprocess from './machineprocess.mjs';
import machinetype from './machinetype.mjs';
import measurement from './measurement.mjs';
import ordertype from './ordertype.mjs';
import paymentterm from './paymentterm.mjs';
import process from './process.mjs';
import processchemical from './processchemical.mjs';
import processtype from './processtype.mjs';
import productdefinition from './productdefinition.mjs';
import recipe from './recipe.mjs';
import salesagent from './salesagent.mjs';
import salescategory from './salescategory.mjs';
import salesordertype from './salesordertype.mjs';
import sampleissue from './sampleissue.mjs';
import season from './season.mjs';
import size from './size.mjs';
import sizecard from './sizecard.mjs';
import sizecardallocation from './sizecardallocation.mjs';
import specialoperationtype from './specialoperationtype.mjs';
import unit from './unit.mjs';
import utility from './utility.mjs';
import washprocesstype from './washprocesstype.mjs';
import washstand from './washstand.mjs';
import washtype from './washtype.mjs';

/** @type {readonly import('../../src/domain/masterDataRules.mjs').MasterEntity[]} */
export const MASTER_DATA = Object.freeze([
  addresstype, brand, cdffbranch, colour, colourcard, colourcardallocation, country, currency, departmenttype,
  division, dyetype, fabriccategory, fabrictype, garmenttype, gender, machine, machineprocess, machinetype,
  measurement, ordertype, paymentterm, process, processchemical, processtype, productdefinition, recipe, salesagent,
  salescategory, salesordertype, sampleissue, season, size, sizecard, sizecardallocation, specialoperationtype, unit,
  utility, washprocesstype, washstand, washtype,
]);
