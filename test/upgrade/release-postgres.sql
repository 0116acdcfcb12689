-- The upgrade test's fixture on postgres: a demo store as the migrations of the last release made it.
-- Written by `npm run db:upgrade-fixture` at a release; never edited by hand.

--
-- PostgreSQL database dump
--


-- Dumped from database version 15.20 (Debian 15.20-0+deb12u1)
-- Dumped by pg_dump version 15.20 (Debian 15.20-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;


--
-- Name: bump_sale_settings_revision(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.bump_sale_settings_revision() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
      begin
        if tg_table_name = 'companies' then
          update companies set settings_revision = settings_revision + 1 where id = new.id;
        elsif tg_op = 'DELETE' then
          update companies set settings_revision = settings_revision + 1 where id = old.company_id;
        else
          update companies set settings_revision = settings_revision + 1 where id = new.company_id;
          if tg_op = 'UPDATE' and old.company_id <> new.company_id then
            update companies set settings_revision = settings_revision + 1 where id = old.company_id;
          end if;
        end if;
        return null;
      end $$;


--
-- Name: owe_state_report(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.owe_state_report() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
      begin
        if tg_op = 'INSERT' then
          
    insert into state_reports (order_id, company_id, receipt_id, charged_on, system, action, status, next_attempt_at, updated_at)
    select new.id, new.company_id, new.receipt_id, new.charged_on,
      coalesce(settings.system, 'none'), 'record',
      case when settings.system in ('metrc', 'ccrs') and new.order_type <> 3 then 'waiting' else 'not_required' end,
      new.created_at, new.created_at
    from state_reporting_settings as settings where settings.company_id = new.company_id and settings.system in ('metrc', 'ccrs');
        elsif new.voided = 1 and old.voided = 0 then
          
  update state_reports set action = 'delete', status = 'waiting', error = null, attempts = 0,
    next_attempt_at = new.updated_at, updated_at = new.updated_at
  where order_id = new.id and status <> 'not_required';
        end if;
        return null;
      end $$;


--
-- Name: refuse_order(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.refuse_order(field text, message text) RETURNS integer
    LANGUAGE plpgsql
    AS $$
    begin
      raise exception using errcode = 'CN422', message = message, column = field;
    end
  $$;


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: accounts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.accounts (
    id text NOT NULL,
    number integer NOT NULL,
    name text NOT NULL
);


--
-- Name: adjustment_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.adjustment_reports (
    adjustment_id text NOT NULL,
    company_id text NOT NULL,
    system text NOT NULL,
    status text NOT NULL,
    package_label text,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at text NOT NULL,
    claimed_by text,
    claimed_until text,
    sent_at text,
    reported_at text,
    error text,
    updated_at text NOT NULL
);


--
-- Name: api_tokens; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.api_tokens (
    token_hash text NOT NULL,
    user_id text NOT NULL,
    created_at text NOT NULL,
    last_used_at text NOT NULL,
    revoked_at text
);


--
-- Name: audit_entries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.audit_entries (
    company_id text NOT NULL,
    seq integer NOT NULL,
    at text NOT NULL,
    register_id text,
    kind text NOT NULL,
    subject text,
    details text NOT NULL,
    actor_id text,
    prev_hash text NOT NULL,
    hash text NOT NULL
);


--
-- Name: brands; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.brands (
    id text NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: ccrs_filed; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ccrs_filed (
    company_id text NOT NULL,
    file_type text NOT NULL,
    external_identifier text NOT NULL,
    fingerprint text NOT NULL,
    "row" text NOT NULL,
    operation text NOT NULL,
    range_from text NOT NULL,
    range_to text NOT NULL,
    first_filed_at text NOT NULL,
    filed_at text NOT NULL
);


--
-- Name: companies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.companies (
    id text NOT NULL,
    number integer NOT NULL,
    account_id text NOT NULL,
    name text NOT NULL,
    street text NOT NULL,
    city text NOT NULL,
    state text NOT NULL,
    zip_code text NOT NULL,
    time_zone text DEFAULT 'UTC'::text NOT NULL,
    discount_approval_percent text DEFAULT '0.20'::text NOT NULL,
    discount_approval_flat_amount integer DEFAULT 2000 NOT NULL,
    loyalty_redemption_points_per_dollar integer DEFAULT 100 NOT NULL,
    jurisdiction text DEFAULT 'us-or'::text NOT NULL,
    settings_revision bigint DEFAULT 0 NOT NULL,
    medical_endorsement integer DEFAULT 0 NOT NULL,
    age_verification_required integer DEFAULT 0 NOT NULL,
    license_number text,
    medical_license_number text
);


--
-- Name: company_sequences; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.company_sequences (
    company_id text NOT NULL,
    last_sequence_id bigint NOT NULL,
    revision bigint DEFAULT 0 NOT NULL,
    last_audit_seq integer DEFAULT 0 NOT NULL
);


--
-- Name: customers; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.customers (
    id text NOT NULL,
    company_id text NOT NULL,
    account_id text NOT NULL,
    first_name text,
    last_name text,
    email text,
    phone text,
    birth_date text,
    id_number text,
    expiration_date text,
    loyalty_points integer,
    driver_license_number text,
    driver_license_state text,
    driver_license_zip_code text,
    driver_license_expiration_date text,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    request_hash text
);


--
-- Name: device_secrets; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.device_secrets (
    device_id text NOT NULL,
    secret_hash text NOT NULL,
    issued_at text NOT NULL
);


--
-- Name: devices; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.devices (
    id text NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL,
    created_at text NOT NULL,
    created_by text,
    request_hash text
);


--
-- Name: discount_reasons; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.discount_reasons (
    id text NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL,
    "position" integer NOT NULL
);


--
-- Name: employees; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.employees (
    id text NOT NULL,
    company_id text NOT NULL,
    account_id text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text,
    phone text,
    id_number text,
    birth_date text,
    driver_license_number text,
    driver_license_state text,
    driver_license_zip_code text,
    driver_license_expiration_date text,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    user_id text,
    hire_date text,
    loyalty_points integer
);


--
-- Name: file_attachments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.file_attachments (
    id text NOT NULL,
    company_id text NOT NULL,
    owner_type text NOT NULL,
    owner_id text NOT NULL,
    file_file_name text NOT NULL,
    file_content_type text NOT NULL,
    created_at text NOT NULL
);


--
-- Name: import_mappings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.import_mappings (
    company_id text NOT NULL,
    kind text NOT NULL,
    columns text NOT NULL,
    updated_at text NOT NULL,
    updated_by text
);


--
-- Name: inventory_adjustments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inventory_adjustments (
    id text NOT NULL,
    company_id text NOT NULL,
    inventory_item_id text NOT NULL,
    quantity_milli integer NOT NULL,
    unit text NOT NULL,
    kind text NOT NULL,
    reason text NOT NULL,
    note text DEFAULT ''::text NOT NULL,
    employee_id text,
    order_id text,
    inventory_count_id text,
    adjusted_at text NOT NULL,
    created_at text NOT NULL,
    request_hash text
);


--
-- Name: inventory_count_lines; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inventory_count_lines (
    id text NOT NULL,
    company_id text NOT NULL,
    inventory_count_id text NOT NULL,
    inventory_item_id text NOT NULL,
    unit text NOT NULL,
    counted_milli integer NOT NULL,
    expected_milli integer NOT NULL
);


--
-- Name: inventory_counts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inventory_counts (
    id text NOT NULL,
    company_id text NOT NULL,
    place_id text NOT NULL,
    request_hash text,
    counted_by text,
    counted_at text NOT NULL,
    posted_by text,
    posted_at text
);


--
-- Name: inventory_item_places; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inventory_item_places (
    id text NOT NULL,
    company_id text NOT NULL,
    inventory_item_id text NOT NULL,
    place_id text NOT NULL,
    quantity_milli bigint NOT NULL
);


--
-- Name: inventory_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inventory_items (
    id text NOT NULL,
    company_id text NOT NULL,
    product_id text,
    sku text NOT NULL,
    lot_number text NOT NULL,
    quantity_milli bigint NOT NULL,
    weight text NOT NULL,
    purchase_price integer NOT NULL,
    sell_type integer NOT NULL,
    sample integer NOT NULL,
    transferred_out integer NOT NULL,
    received_at text NOT NULL,
    last_received_at text NOT NULL,
    test_results_thc text,
    test_results_cbd text,
    metadata text NOT NULL,
    details text NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    package_label text
);


--
-- Name: inventory_receipts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.inventory_receipts (
    id text NOT NULL,
    company_id text NOT NULL,
    transfer_id text NOT NULL,
    manifest_number text NOT NULL,
    shipper_license_number text NOT NULL,
    package_label text,
    external_identifier text,
    product_id text,
    inventory_item_id text,
    quantity_milli integer NOT NULL,
    unit text NOT NULL,
    unit_cost integer,
    accepted integer NOT NULL,
    rejection_reason text,
    employee_id text,
    received_at text NOT NULL,
    created_at text NOT NULL
);


--
-- Name: kysely_migration; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.kysely_migration (
    name character varying(255) NOT NULL,
    "timestamp" character varying(255) NOT NULL
);


--
-- Name: kysely_migration_lock; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.kysely_migration_lock (
    id character varying(255) NOT NULL,
    is_locked integer DEFAULT 0 NOT NULL
);


--
-- Name: line_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.line_items (
    id text NOT NULL,
    company_id text NOT NULL,
    order_id text NOT NULL,
    "position" integer NOT NULL,
    inventory_item_id text NOT NULL,
    quantity_milli bigint NOT NULL,
    unit integer NOT NULL,
    stock_milli bigint NOT NULL,
    price integer NOT NULL,
    sku text NOT NULL,
    weight text NOT NULL,
    subtotal integer DEFAULT 0 NOT NULL,
    discounts text DEFAULT '[]'::text NOT NULL,
    tax_breakdowns text DEFAULT '[]'::text NOT NULL,
    tax_exemptions text DEFAULT '[]'::text NOT NULL,
    loyalty_points integer DEFAULT 0 NOT NULL,
    related_line_item_id text
);


--
-- Name: loyalty_programs; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.loyalty_programs (
    id text NOT NULL,
    company_id text NOT NULL,
    loyalty_program_type integer NOT NULL,
    loyalty_points_per integer NOT NULL,
    created_at text NOT NULL
);


--
-- Name: orders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.orders (
    id text NOT NULL,
    company_id text NOT NULL,
    receipt_id text NOT NULL,
    device_id text NOT NULL,
    shift_id text NOT NULL,
    employee_id text NOT NULL,
    customer_id text,
    original_order_id text,
    charged_on text NOT NULL,
    order_type integer NOT NULL,
    payment_type integer NOT NULL,
    tendered_amount integer NOT NULL,
    refund_reason text,
    voided integer NOT NULL,
    request_hash text NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    subtotal integer DEFAULT 0 NOT NULL,
    discount_total integer DEFAULT 0 NOT NULL,
    tax_total integer DEFAULT 0 NOT NULL,
    total integer DEFAULT 0 NOT NULL,
    loyalty_points_earned integer DEFAULT 0 NOT NULL,
    loyalty_points_redeemed integer DEFAULT 0 NOT NULL,
    rung_offline integer DEFAULT 0 NOT NULL,
    discount_percent text,
    discount_flat_amount integer,
    discount_reason text,
    discount_approved_by text,
    person_id text,
    age_verification text,
    review_flags text DEFAULT '[]'::text NOT NULL,
    medical_card_effective_date text,
    medical_card_expiration_date text,
    caregiver text
);


--
-- Name: package_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.package_items (
    package_id text NOT NULL,
    inventory_item_id text NOT NULL,
    company_id text NOT NULL,
    "position" integer NOT NULL
);


--
-- Name: packages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.packages (
    id text NOT NULL,
    company_id text NOT NULL,
    status integer NOT NULL,
    lot_number text NOT NULL,
    previous_status integer,
    last_status_update_at text,
    quantity_milli bigint NOT NULL,
    quantity_unit integer NOT NULL,
    created_at text NOT NULL
);


--
-- Name: patients; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.patients (
    id text NOT NULL,
    company_id text NOT NULL,
    account_id text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    email text,
    phone text,
    id_number text,
    birth_date text,
    driver_license_number text,
    driver_license_state text,
    driver_license_zip_code text,
    driver_license_expiration_date text,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    expiration_date text,
    caregiver_id_number text,
    caregiver_first_name text,
    caregiver_last_name text,
    loyalty_points integer NOT NULL,
    carry_limit_milli bigint,
    carry_limit_unit integer,
    membership_date text,
    plant_count integer NOT NULL,
    physician_name text,
    card_state text,
    card_effective_date text,
    card_type text
);


--
-- Name: payment_methods; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payment_methods (
    id text NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL,
    payment_type integer NOT NULL,
    active integer NOT NULL
);


--
-- Name: payments; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.payments (
    id text NOT NULL,
    company_id text NOT NULL,
    order_id text NOT NULL,
    "position" integer NOT NULL,
    payment_method_id text NOT NULL,
    payment_type integer NOT NULL,
    total integer NOT NULL
);


--
-- Name: person_group_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.person_group_members (
    person_type text NOT NULL,
    person_id text NOT NULL,
    person_group_id text NOT NULL,
    company_id text NOT NULL
);


--
-- Name: person_group_tax_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.person_group_tax_items (
    person_group_id text NOT NULL,
    tax_item_id text NOT NULL,
    company_id text NOT NULL
);


--
-- Name: person_groups; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.person_groups (
    id text NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL,
    medical integer NOT NULL
);


--
-- Name: places; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.places (
    id text NOT NULL,
    number integer NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL,
    description text NOT NULL,
    inventory_status integer NOT NULL,
    deleted_at text,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: price_changes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.price_changes (
    id text NOT NULL,
    company_id text NOT NULL,
    product_id text NOT NULL,
    field text NOT NULL,
    old_price integer,
    new_price integer,
    changed_at text NOT NULL,
    changed_by text,
    changed_by_name text NOT NULL
);


--
-- Name: product_type_tax_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.product_type_tax_items (
    product_type_id text NOT NULL,
    tax_item_id text NOT NULL,
    company_id text NOT NULL
);


--
-- Name: product_types; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.product_types (
    id text NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL,
    traceability_type integer NOT NULL,
    can_edit_weight integer NOT NULL,
    can_edit_strain integer NOT NULL,
    can_edit_test_results integer NOT NULL,
    can_edit_flower_type integer NOT NULL,
    can_edit_concentrate_type integer NOT NULL,
    is_marijuana integer NOT NULL,
    test_results_unit integer NOT NULL,
    is_default integer NOT NULL,
    color integer NOT NULL
);


--
-- Name: products; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.products (
    id text NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL,
    latest_sku text,
    sell_price integer NOT NULL,
    patient_sell_price integer,
    member_sell_price integer,
    collect_excise_tax integer NOT NULL,
    pricing_type integer NOT NULL,
    product_type_id text,
    brand_id text,
    strain_id text,
    vendor_id text,
    category_id text,
    tiered_pricing_model_id text,
    active integer NOT NULL,
    status integer NOT NULL,
    weight_value text,
    weight_unit integer,
    tags text NOT NULL,
    description text NOT NULL,
    internal_notes text NOT NULL,
    metadata text NOT NULL,
    test_results_thc text,
    test_results_cbd text,
    thc_number real,
    cbd_number real,
    flower_type integer,
    concentrate_type integer,
    unit_of_measure integer NOT NULL,
    price_at_register integer NOT NULL,
    base_price integer NOT NULL,
    wholesale_value integer NOT NULL,
    par integer NOT NULL,
    discountable integer NOT NULL,
    patient_price_enabled integer NOT NULL,
    member_price_enabled integer NOT NULL,
    tier_price integer NOT NULL,
    quantity_milli bigint NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    medical_only integer DEFAULT 0 NOT NULL
);


--
-- Name: push_notifications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_notifications (
    id text NOT NULL,
    company_id text NOT NULL,
    sequence_id bigint NOT NULL,
    event text NOT NULL,
    model text NOT NULL,
    record_id text NOT NULL,
    created_at text NOT NULL
);


--
-- Name: register_audit_entries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.register_audit_entries (
    register_id text NOT NULL,
    seq integer NOT NULL,
    company_id text NOT NULL,
    at text NOT NULL,
    kind text NOT NULL,
    subject text,
    details text NOT NULL,
    actor_id text,
    prev_hash text NOT NULL,
    hash text NOT NULL,
    received_at text NOT NULL
);


--
-- Name: shifts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.shifts (
    id text NOT NULL,
    company_id text NOT NULL,
    device_id text NOT NULL,
    employee_id text NOT NULL,
    employee_name text NOT NULL,
    receipt_id text NOT NULL,
    opened_at text NOT NULL,
    closed_at text,
    locked integer NOT NULL,
    number_of_transactions integer NOT NULL,
    note text,
    open_amount integer NOT NULL,
    close_drawer_amount integer,
    close_drop_amount integer,
    close_note text,
    open_hash text NOT NULL,
    close_hash text,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    audit_head_seq integer,
    audit_head_hash text
);


--
-- Name: state_reporting_settings; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.state_reporting_settings (
    company_id text NOT NULL,
    system text DEFAULT 'none'::text NOT NULL,
    api_url text,
    license_number text,
    user_api_key_sealed text,
    credentials_rejected_at text,
    last_reported_at text,
    updated_at text NOT NULL,
    updated_by text,
    metrc_paused_until text
);


--
-- Name: state_reports; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.state_reports (
    order_id text NOT NULL,
    company_id text NOT NULL,
    receipt_id text NOT NULL,
    charged_on text NOT NULL,
    system text NOT NULL,
    action text DEFAULT 'record'::text NOT NULL,
    status text NOT NULL,
    external_id text,
    reported_at text,
    error text,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at text NOT NULL,
    claimed_by text,
    claimed_until text,
    sent_at text,
    updated_at text NOT NULL
);


--
-- Name: strains; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.strains (
    id text NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL
);


--
-- Name: tax_item_rates; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tax_item_rates (
    tax_item_id text NOT NULL,
    company_id text NOT NULL,
    rate_millionths integer NOT NULL,
    effective_at text NOT NULL,
    created_at text NOT NULL,
    created_by text
);


--
-- Name: tax_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tax_items (
    id text NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL,
    included_in_price integer NOT NULL,
    created_at text NOT NULL,
    updated_at text NOT NULL,
    base_includes text DEFAULT '[]'::text NOT NULL,
    rounding text DEFAULT 'half_up'::text NOT NULL,
    exemption text,
    metrc_field text DEFAULT 'SalesTax'::text NOT NULL
);


--
-- Name: user_companies; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_companies (
    user_id text NOT NULL,
    company_id text NOT NULL,
    "position" integer NOT NULL
);


--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id text NOT NULL,
    account_id text NOT NULL,
    username text NOT NULL,
    email text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    password_hash text NOT NULL,
    role text NOT NULL,
    pin text NOT NULL,
    support_user_hash text NOT NULL,
    role_id text NOT NULL,
    created_at text NOT NULL,
    active integer DEFAULT 1 NOT NULL,
    first_sign_in_code_hash text
);


--
-- Name: vendors; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.vendors (
    id text NOT NULL,
    company_id text NOT NULL,
    name text NOT NULL
);


--
-- Data for Name: accounts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.accounts VALUES ('b399f700-19f5-49db-93af-c4e859e1b766', 1, 'Green Valley Dispensaries');
INSERT INTO public.accounts VALUES ('812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 2, 'Elsewhere Cannabis Co.');


--
-- Data for Name: adjustment_reports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: api_tokens; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: audit_entries; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: brands; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.brands VALUES ('713a3731-9872-45ed-ae76-36ae4440e013', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Tillamook Farms', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('61cf1a0f-6dfe-4e46-af65-368b5d343dbc', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Cascade Cultivators', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('f6be0646-7612-414b-abf8-76a944e2166c', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Hood River Hash Co.', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('1f7155ab-447c-4e93-98ba-ab44b2e4e07c', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Evergreen Edibles', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('e7633450-b282-4eae-b2ad-6ce3acad6c71', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Willamette Wellness', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('7523b2e3-6824-4188-8eeb-25ae1c1f923b', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Rogue Valley Reserve', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('99b2aba5-5234-4808-9141-556232df2419', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Lunar Leaf', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('bd512352-caee-481e-9c3e-a084fdd8d23a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'High Desert Gardens', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('1c9f6b24-f4f4-411d-abf6-62f922a7bbbd', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Salt & Cedar', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('ab0364bb-ca7a-47d5-82aa-967f09a88b1b', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Pacific Pine Extracts', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('d9816cc2-9a22-482d-85f4-3a44c72fdc5a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Golden Hour', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('4959e19f-086f-4d32-9f80-a3d5751d0da3', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Raven Glass', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('b792ee77-0f88-4583-877b-1db26f398ab3', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Tillamook Farms', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('b1d4ef9c-f03b-4798-871f-188bf44f12d7', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Cascade Cultivators', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('413b0877-1700-4d59-aba7-2e2713ed5b13', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Hood River Hash Co.', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('82b361c0-3c0c-4fe7-901b-39481510e540', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Evergreen Edibles', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('678cafbf-1e7f-4b13-817f-3a915655dcbb', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Willamette Wellness', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('e2e05567-98b5-49f7-842a-ab7e1b1a38fe', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Rogue Valley Reserve', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('46166665-1748-4c6b-9ddf-634aa55ce7e8', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Lunar Leaf', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('ac70f593-fe81-4fdb-8312-bc9fe08177bd', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'High Desert Gardens', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('cdaf66f5-b10f-4257-9efd-95098c9bce9b', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Salt & Cedar', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('79652ec7-baf7-44eb-a57e-1df8f8d63c06', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Pacific Pine Extracts', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('5459fea1-2f83-4d94-9d75-41378a5cd6d0', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Golden Hour', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('c785c050-5ebc-4fbe-89ea-fea81c225857', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Raven Glass', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('88e92236-8f1d-401c-abbd-01331314ac5a', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Tillamook Farms', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('7afb49d3-1527-4bcb-b7e1-fa19c919b0b6', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Cascade Cultivators', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('9fa447bd-984c-4544-8a7b-704026397b75', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Hood River Hash Co.', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('79a2c906-2ebc-4efd-88e0-84f0305ccd27', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Evergreen Edibles', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('632d8f5a-72dd-482e-b379-75861c7ce269', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Willamette Wellness', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('1b4ea02d-315b-4499-b209-594947174906', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Rogue Valley Reserve', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('8656b5fd-93d3-41bc-ad29-779a88b5d739', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Lunar Leaf', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('13d8e70c-06af-453b-8edb-1e08ca8803bb', '8bb79956-f265-419b-a1a7-02578849d1cc', 'High Desert Gardens', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('67462743-09b7-4e53-ae18-589b5e6f598a', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Salt & Cedar', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('fe3c0e2f-19d7-47d1-8231-66c6b19274e7', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Pacific Pine Extracts', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('7a72c744-eed3-4988-8ed7-4db38187c2ed', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Golden Hour', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.brands VALUES ('1af05f40-53ee-422f-99e1-ceb41215b028', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Raven Glass', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');


--
-- Data for Name: ccrs_filed; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: companies; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.companies VALUES ('69c212c2-9ea5-448e-95c6-9a515e1de1db', 102, 'b399f700-19f5-49db-93af-c4e859e1b766', 'Green Valley — Eastside', '8320 E Mill Plain Blvd', 'Vancouver', 'WA', '98664', 'America/Los_Angeles', '0.20', 2000, 100, 'us-wa', 49, 1, 0, NULL, NULL);
INSERT INTO public.companies VALUES ('8bb79956-f265-419b-a1a7-02578849d1cc', 201, '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Elsewhere — Main Street', '77 S Main St', 'Ann Arbor', 'MI', '48104', 'America/Detroit', '0.20', 2000, 100, 'us-mi', 33, 0, 0, NULL, NULL);
INSERT INTO public.companies VALUES ('a77d30a7-129a-4b89-aa8b-8156265c9737', 101, 'b399f700-19f5-49db-93af-c4e859e1b766', 'Green Valley — Downtown', '1208 SE Hawthorne Blvd', 'Portland', 'OR', '97214', 'America/Los_Angeles', '0.20', 2000, 100, 'us-or', 26, 1, 0, NULL, NULL);


--
-- Data for Name: company_sequences; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.company_sequences VALUES ('a77d30a7-129a-4b89-aa8b-8156265c9737', 0, 0, 0);
INSERT INTO public.company_sequences VALUES ('69c212c2-9ea5-448e-95c6-9a515e1de1db', 0, 0, 0);
INSERT INTO public.company_sequences VALUES ('8bb79956-f265-419b-a1a7-02578849d1cc', 0, 0, 0);


--
-- Data for Name: customers; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.customers VALUES ('52489275-9569-41fd-b636-df428dbd7138', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Avery', 'Patel', 'avery.patel0@example.com', '(503) 555-1000', '1985-03-09', NULL, NULL, 884, 'OR8743147', 'OR', '97214', '2030-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('bd0deeef-a831-4cef-93c5-2dbc5aa96b78', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Rowan', 'Kim', 'rowan.kim1@example.com', '(503) 555-1037', '1996-04-25', NULL, NULL, 308, 'OR8253064', 'OR', '97214', '2030-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('950850ee-5bbd-4812-8e62-012f90e771f9', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Dana', 'Whitfield', 'dana.whitfield@counter.example.com', NULL, '1988-04-12', NULL, NULL, 120, 'OR6973857', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('dda04c45-a177-4ec0-8b21-95bb01ee6954', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Leo', 'Park', 'leo.park@counter.example.com', NULL, '2001-09-01', NULL, NULL, 0, 'OR9330513', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('46ebb062-31d5-49a8-9a03-5ac87d1d1ef3', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Mia', 'Turner', 'mia.turner@counter.example.com', NULL, '2006-05-01', NULL, NULL, 0, 'OR9630641', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('7a61f60b-3379-4359-8626-0c921abe5f06', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Owen', 'Bracket', 'owen.bracket@counter.example.com', NULL, '1979-09-02', NULL, NULL, 40, 'OR9023916', 'OR', '97214', '2025-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('0e229102-a4ef-45f4-9347-3d32fcb02b10', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Avery', 'Nguyen', 'avery.nguyen0@example.com', '(503) 555-1000', '1980-11-13', NULL, NULL, 394, 'OR2821024', 'OR', '97202', '2029-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('8467121c-ae53-4302-900c-b2bc0c73d708', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Elena', 'Okafor', 'elena.okafor1@example.com', '(503) 555-1037', '1967-08-21', NULL, NULL, 786, 'OR1180099', 'OR', '97213', '2031-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('861785e9-727d-48ba-b518-41fa597ab386', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Dana', 'Whitfield', 'dana.whitfield@counter.example.com', NULL, '1988-04-12', NULL, NULL, 120, 'OR2064194', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('f194156c-4914-478c-81c7-46283bec670e', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Leo', 'Park', 'leo.park@counter.example.com', NULL, '2001-09-01', NULL, NULL, 0, 'OR6857730', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('b43fd574-a2ff-4883-a813-ca3aa60e47af', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Mia', 'Turner', 'mia.turner@counter.example.com', NULL, '2006-05-01', NULL, NULL, 0, 'OR3872005', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('c2e5fe52-feda-4ee5-9b73-81759b6df7cd', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Owen', 'Bracket', 'owen.bracket@counter.example.com', NULL, '1979-09-02', NULL, NULL, 40, 'OR6706875', 'OR', '97214', '2025-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('cbba2872-9650-41d3-a004-f1ea03acc157', '8bb79956-f265-419b-a1a7-02578849d1cc', 'other', 'Casey', 'Johnson', 'casey.johnson0@example.com', '(503) 555-1000', '1977-10-14', NULL, NULL, 3, 'OR8333363', 'OR', '97209', '2029-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('bbd6e374-bbe1-4a05-9865-1d92c3575453', '8bb79956-f265-419b-a1a7-02578849d1cc', 'other', 'Rowan', 'Schmidt', 'rowan.schmidt1@example.com', '(503) 555-1037', '1963-09-18', NULL, NULL, 778, 'OR7346099', 'OR', '97214', '2031-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('2853d5f4-3cc7-47c3-a04f-b590ec4eff2d', '8bb79956-f265-419b-a1a7-02578849d1cc', 'other', 'Kenji', 'Silva', 'kenji.silva2@example.com', '(503) 555-1074', '1997-01-06', NULL, NULL, 824, 'OR5366417', 'OR', '97202', '2030-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('44ba467b-7b51-42e8-9a9d-f1f1953d88c7', '8bb79956-f265-419b-a1a7-02578849d1cc', 'other', 'Riley', 'Nguyen', NULL, '(503) 555-1111', '1960-10-26', NULL, NULL, 262, 'OR1011207', 'OR', '97214', '2030-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('15d748fb-ba49-415e-9b30-3cd01b432719', '8bb79956-f265-419b-a1a7-02578849d1cc', 'other', 'Marcus', 'Schmidt', 'marcus.schmidt4@example.com', NULL, '1990-11-15', NULL, NULL, 286, 'OR2580900', 'OR', '97213', '2030-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('ebac2d75-e867-4f79-9e29-6ad74bf4560d', '8bb79956-f265-419b-a1a7-02578849d1cc', 'other', 'Kenji', 'Brown', 'kenji.brown5@example.com', '(503) 555-1185', '1961-11-11', NULL, NULL, 243, 'OR7870035', 'OR', '97202', '2027-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('6e409314-7a42-417f-a0d1-dc4379966eee', '8bb79956-f265-419b-a1a7-02578849d1cc', 'other', 'Casey', 'Nguyen', 'casey.nguyen6@example.com', '(503) 555-1222', '1959-10-17', NULL, NULL, 268, 'OR8972522', 'OR', '97202', '2027-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('691e4ea1-2b59-411c-8d00-493e19977a2b', '8bb79956-f265-419b-a1a7-02578849d1cc', 'other', 'Rowan', 'Kim', 'rowan.kim7@example.com', '(503) 555-1259', '2003-10-16', NULL, NULL, 27, 'OR3883742', 'OR', '97202', '2029-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('e7ece9f6-3762-4f8d-a05e-d34aba9604c1', '8bb79956-f265-419b-a1a7-02578849d1cc', 'other', 'Fatima', 'Brown', NULL, '(503) 555-1296', '1984-07-23', NULL, NULL, 794, 'OR5029386', 'OR', '97209', '2029-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('2cc40cfd-ddfc-422e-921c-675247078681', '8bb79956-f265-419b-a1a7-02578849d1cc', 'other', 'Casey', 'Larsen', 'casey.larsen9@example.com', NULL, '1981-08-21', NULL, NULL, 282, 'OR2955092', 'OR', '97202', '2029-06-30', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('77b6a230-9274-426a-bd16-180f1e8fb550', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Dana', 'Whitfield', 'dana.whitfield@counter.example.com', NULL, '1988-04-12', NULL, NULL, 120, 'OR1166821', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('cb3a97bf-6394-493c-bb1c-91e64915eafb', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Leo', 'Park', 'leo.park@counter.example.com', NULL, '2001-09-01', NULL, NULL, 0, 'OR1479750', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('3e1119b2-9b32-41ef-b9a2-b20904be6e6c', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Mia', 'Turner', 'mia.turner@counter.example.com', NULL, '2006-05-01', NULL, NULL, 0, 'OR4169509', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);
INSERT INTO public.customers VALUES ('f939a569-fb60-4a70-a71f-7bcea7fd0e27', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Owen', 'Bracket', 'owen.bracket@counter.example.com', NULL, '1979-09-02', NULL, NULL, 40, 'OR9191223', 'OR', '97214', '2025-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL);


--
-- Data for Name: device_secrets; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: devices; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.devices VALUES ('ffaed44a-cf01-4e27-957c-ff0c1260607d', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Front Counter 1', '2025-03-01T16:00:00.000Z', NULL, NULL);
INSERT INTO public.devices VALUES ('7a37ba81-f2df-41ef-91ec-8de970a5bbea', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Front Counter 2', '2025-03-01T16:00:00.000Z', NULL, NULL);
INSERT INTO public.devices VALUES ('e0bd8141-6001-4e07-8ce6-53f357fd4608', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Front Counter 1', '2025-03-01T16:00:00.000Z', NULL, NULL);
INSERT INTO public.devices VALUES ('2a305f3b-ecd9-4773-9466-e6dac3e7714d', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Front Counter 2', '2025-03-01T16:00:00.000Z', NULL, NULL);
INSERT INTO public.devices VALUES ('d1cc8b55-f4c1-4c90-ad61-a3a6a433e8a6', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Front Counter 1', '2025-03-01T16:00:00.000Z', NULL, NULL);
INSERT INTO public.devices VALUES ('52269f1b-abef-47d3-8e1e-b1f3802c1a17', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Front Counter 2', '2025-03-01T16:00:00.000Z', NULL, NULL);


--
-- Data for Name: discount_reasons; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.discount_reasons VALUES ('d12cf8b0-04af-4fb9-bd42-368c4773dcc1', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'First-time customer', 0);
INSERT INTO public.discount_reasons VALUES ('8fcc0c1c-7ef3-4979-bd06-1a399f08bb86', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Veteran', 1);
INSERT INTO public.discount_reasons VALUES ('c2ec8f44-118d-4340-9aed-de8b39b22799', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Senior', 2);
INSERT INTO public.discount_reasons VALUES ('a11df226-3f26-4c14-8eb9-d282db27971a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Happy hour', 3);
INSERT INTO public.discount_reasons VALUES ('5d680ab9-9f1d-49f0-b9e7-e1cad63c7045', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Industry', 4);
INSERT INTO public.discount_reasons VALUES ('6a4a4a72-ebd6-4db8-b80d-e07e2d484def', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Manager comp', 5);
INSERT INTO public.discount_reasons VALUES ('426e1e4c-1095-4b29-82cd-03943c2fa8d4', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Damaged product', 6);
INSERT INTO public.discount_reasons VALUES ('c23ba5b7-2beb-4f59-a610-96f54ee61a92', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'First-time customer', 0);
INSERT INTO public.discount_reasons VALUES ('91ab07ae-e0b5-47e5-ba8c-3d20828475e1', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Veteran', 1);
INSERT INTO public.discount_reasons VALUES ('8f367be9-e95a-4931-a5e3-06fbc9679e68', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Senior', 2);
INSERT INTO public.discount_reasons VALUES ('2ad25e48-3cb2-4eec-a93f-2196a13f682a', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Happy hour', 3);
INSERT INTO public.discount_reasons VALUES ('3c777cd3-acd8-4241-8e7a-359bacd71bea', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Industry', 4);
INSERT INTO public.discount_reasons VALUES ('6c3f8e8e-024d-44df-a165-404320a579e8', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Manager comp', 5);
INSERT INTO public.discount_reasons VALUES ('618cffec-c891-4613-a798-41d10829084b', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Damaged product', 6);
INSERT INTO public.discount_reasons VALUES ('b3ca4d96-620f-4795-b71c-af1528d2ec9f', '8bb79956-f265-419b-a1a7-02578849d1cc', 'First-time customer', 0);
INSERT INTO public.discount_reasons VALUES ('66b976e2-55eb-4059-9fb2-0c0c7384bffe', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Veteran', 1);
INSERT INTO public.discount_reasons VALUES ('e6f3a588-c5f1-4bc6-9188-8effd836ace2', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Senior', 2);
INSERT INTO public.discount_reasons VALUES ('bbcb363e-4ddf-4e63-9a14-58881c6260e5', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Happy hour', 3);
INSERT INTO public.discount_reasons VALUES ('c1ba26e9-8010-4d9b-b6f3-06f34de99049', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Industry', 4);
INSERT INTO public.discount_reasons VALUES ('0542abd7-608f-4f1b-9559-3f7bd6aabf9b', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Manager comp', 5);
INSERT INTO public.discount_reasons VALUES ('11d4e1b2-cd6e-4741-974a-677c65f1e241', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Damaged product', 6);


--
-- Data for Name: employees; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.employees VALUES ('cd9cb43b-e610-44c5-95a9-e14424d91dfd', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Sam', 'Carter', 'budtender@canopy.demo', '(503) 555-2100', 'EMP-EEDB54', '1986-10-14', 'OR2286637', 'OR', '97214', '2028-02-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '3be276d4-8014-40ba-9fc0-3b96c25d3ffe', '2021-11-07', NULL);
INSERT INTO public.employees VALUES ('9bd50fd5-7466-4be7-9bc9-42b7f86f72e9', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Maria', 'Lopez', 'manager@canopy.demo', '(503) 555-2117', 'EMP-DBCD56', '1976-07-25', 'OR4238398', 'OR', '97213', '2029-09-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', '2021-10-08', NULL);
INSERT INTO public.employees VALUES ('332179d0-43f9-4dcd-aeb4-439f118db827', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Jess', 'Whitaker', 'jess.whitaker@staff.example.com', '(503) 555-2134', 'EMP-3EB57A', '1991-10-16', 'OR1136345', 'OR', '97213', '2028-12-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL, '2021-07-25', NULL);
INSERT INTO public.employees VALUES ('20c9397b-1b72-407b-9ad3-5723adeb1dde', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Theo', 'Ramirez', 'theo.ramirez@staff.example.com', '(503) 555-2151', 'EMP-85C50A', '1972-06-11', 'OR2737719', 'OR', '97214', '2029-11-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL, '2023-11-09', NULL);
INSERT INTO public.employees VALUES ('44be3a09-41cb-4376-a19e-e23cd876a22c', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Nadia', 'Bishop', 'nadia.bishop@staff.example.com', '(503) 555-2168', 'EMP-85C0F4', '1997-10-07', 'OR6363328', 'OR', '97214', '2028-05-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL, '2025-10-12', NULL);
INSERT INTO public.employees VALUES ('e93dc8f0-49c1-45cd-937b-e168a4a67f3a', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Maria', 'Lopez', 'manager@canopy.demo', '(503) 555-2100', 'EMP-E0600B', '1983-01-09', 'OR8131390', 'OR', '97213', '2027-04-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', '2019-10-06', NULL);
INSERT INTO public.employees VALUES ('770a5acb-e298-4353-a169-24f0596cf4ba', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Jess', 'Whitaker', 'jess.whitaker@staff.example.com', '(503) 555-2117', 'EMP-8363C9', '1986-10-20', 'OR4159431', 'OR', '97202', '2027-05-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL, '2024-06-24', NULL);
INSERT INTO public.employees VALUES ('dac4ede6-9d2f-4044-9fb4-42d400d0110d', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Theo', 'Ramirez', 'theo.ramirez@staff.example.com', '(503) 555-2134', 'EMP-932439', '1979-09-17', 'OR2882114', 'OR', '97214', '2030-10-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL, '2024-11-28', NULL);
INSERT INTO public.employees VALUES ('6c2e7823-8882-49e3-b78a-0c3fb6dcaef6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Nadia', 'Bishop', 'nadia.bishop@staff.example.com', '(503) 555-2151', 'EMP-DF59E8', '1995-02-07', 'OR6395281', 'OR', '97213', '2031-05-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL, '2019-11-18', NULL);
INSERT INTO public.employees VALUES ('d144468d-1631-4bc6-a53e-fbf8d1275014', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Olive', 'North', 'manager@elsewhere.demo', '(503) 555-2100', 'EMP-5FFC35', '1982-08-10', 'OR3102347', 'OR', '97214', '2027-09-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '9060bce7-68dd-48dd-8bc6-e9c63b145cff', '2025-01-05', NULL);
INSERT INTO public.employees VALUES ('fa4ffcdc-e1e9-4e1a-8a4f-0f5f4377cbcb', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Jess', 'Whitaker', 'jess.whitaker@staff.example.com', '(503) 555-2117', 'EMP-9D58DE', '1972-09-06', 'OR1788688', 'OR', '97213', '2030-03-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL, '2024-01-03', NULL);
INSERT INTO public.employees VALUES ('88ca2ea1-91af-4983-809e-24acdbee5bce', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Theo', 'Ramirez', 'theo.ramirez@staff.example.com', '(503) 555-2134', 'EMP-4E6026', '1986-09-19', 'OR9872333', 'OR', '97213', '2030-08-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL, '2025-03-07', NULL);
INSERT INTO public.employees VALUES ('506be902-ea6c-47b1-8195-400f2292fd12', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Nadia', 'Bishop', 'nadia.bishop@staff.example.com', '(503) 555-2151', 'EMP-C8DD11', '1980-08-27', 'OR4898987', 'OR', '97213', '2030-01-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', NULL, '2021-09-04', NULL);


--
-- Data for Name: file_attachments; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.file_attachments VALUES ('d0aec46e-71a8-4335-9a58-618277bcca9a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Employee', 'cd9cb43b-e610-44c5-95a9-e14424d91dfd', 'id-scan-sam-carter.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('60e39f7d-a643-4292-b36a-b7e6ce040036', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Employee', '9bd50fd5-7466-4be7-9bc9-42b7f86f72e9', 'id-scan-maria-lopez.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('d352a8f7-a343-41fe-8d61-75eef754721a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Employee', '332179d0-43f9-4dcd-aeb4-439f118db827', 'id-scan-jess-whitaker.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('fcd9d4ad-8668-4a68-a488-9929b5ce642f', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Employee', '20c9397b-1b72-407b-9ad3-5723adeb1dde', 'id-scan-theo-ramirez.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('a2f65db0-d296-4f3c-8efb-a044cfe7f419', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Employee', '44be3a09-41cb-4376-a19e-e23cd876a22c', 'id-scan-nadia-bishop.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('3ef6d091-920a-42bb-a7a4-acf9dd2779d0', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '8ea0f1d9-894d-4689-9fd9-dc75123168be', 'id-scan-ada-becker.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('40c2c171-4dfa-4390-81a3-754b844ef8f5', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '8ea0f1d9-894d-4689-9fd9-dc75123168be', 'recommendation-becker.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('918d3913-6545-47e3-a7af-dc63ea7031ec', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'ffe839e0-057a-4ae5-aa67-8c5a2565f0c3', 'id-scan-dmitri-hale.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('2c5da6ea-2dcf-4c30-8207-12b9a9865d29', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '0eb4814f-1576-4a91-a1d2-50b7b7b4c161', 'id-scan-gloria-pryce.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('206cbf47-9242-436f-a535-325c0902005a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '597f11b0-ba60-4b95-9dd1-bd901ac68f9e', 'id-scan-leon-hale.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('7406869f-173d-43a6-9930-58a7aabf45a9', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '597f11b0-ba60-4b95-9dd1-bd901ac68f9e', 'recommendation-hale.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('9e6729b5-f70c-4179-be88-c8ae26b75062', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'cb141059-62b7-4b26-b38c-d8a2b4e41c55', 'id-scan-mabel-mbeki.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('94ba90b4-a1a3-4519-9739-3ef1d31c6c9f', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '43bc2a17-9575-430a-ad5f-89c482343b2d', 'id-scan-silas-fontaine.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('6f97fb33-74e5-4941-be72-82b66dafa236', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '51233cae-f2ac-4565-86de-a0a6695514ce', 'id-scan-ada-kowalski.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('54bd5d5b-aa52-4c88-aec1-4d3025a8cd7b', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '51233cae-f2ac-4565-86de-a0a6695514ce', 'recommendation-kowalski.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('bb9af0a7-fc1b-47fa-be87-c3d2b381f1f0', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '286d02df-bbcf-4fa2-819d-5589af255ebb', 'id-scan-bruno-castillo.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('25ab2ad1-f248-4169-8373-347133492c28', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'bb345b84-bcf5-4a6b-a778-b5cc4c3b14ff', 'id-scan-felix-kowalski.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('cc1aac5e-fe84-4306-a56e-838ab6d67421', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'cdd137fb-e25e-4ad1-a253-04bc0879337b', 'id-scan-hector-abbott.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('58b2a62c-d938-4f81-a8ac-a147e9af66ce', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'cdd137fb-e25e-4ad1-a253-04bc0879337b', 'recommendation-abbott.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('6fde9eaf-d17c-46a9-afcd-c3726690b9fc', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'd4399def-c8a0-42a3-bb05-45b23225b72f', 'id-scan-leon-hale.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('b359cf45-024b-461b-9bd9-6c160c429553', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'd273240a-2696-4fdc-bfc4-bb90fc2595cc', 'id-scan-pavel-novak.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('7f0d26c6-4953-43ec-adc8-62bdc3576729', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'd13ea9ff-5e3d-4c37-b9b3-537dda71fbeb', 'id-scan-silas-fontaine.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('c05abf3e-e140-4d57-bccd-4f13fe227474', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'd13ea9ff-5e3d-4c37-b9b3-537dda71fbeb', 'recommendation-fontaine.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('7832ab23-54aa-4cd3-a2f4-46e200788876', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '898468c1-c7f1-43e9-b871-6a044a9bd767', 'id-scan-umar-novak.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('71e558b8-501a-44e8-901e-92bb200d6db5', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '937cd617-afce-4844-8ae3-bdcd3507ee54', 'id-scan-dmitri-castillo.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('ef882306-ab1d-4a6b-9e99-ef63d6b827ef', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '59b7b4a1-a0a3-4526-ad92-8b0a3a201da3', 'id-scan-hector-jensen.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('16441d2e-14d4-4e4c-bc83-e95a38bf6a42', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '59b7b4a1-a0a3-4526-ad92-8b0a3a201da3', 'recommendation-jensen.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('3d9058b7-97b5-4247-9198-a01275554dfd', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '869829a0-b4a3-47bb-bcd0-a166d9537cbb', 'id-scan-ines-abbott.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('de171672-0a23-4cce-b6cf-461e98b74834', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '5e3626e9-cc97-4c39-a819-27e1638f1ef3', 'id-scan-nico-hale.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('f218cc74-8a83-4611-887f-75abab9d457f', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '9254f329-1fa8-42bc-ac70-421c75105ab0', 'id-scan-pavel-ortega.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('9b15f7a2-6f97-4947-bffb-25dbd1b5887f', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '9254f329-1fa8-42bc-ac70-421c75105ab0', 'recommendation-ortega.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('c8a9491a-4516-4658-9c6b-1c5ed6f26d67', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'e23cf0b3-4941-4768-94d1-7966db2356e7', 'id-scan-umar-hale.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('0efcfbfe-b3a9-4214-9051-694c53bfd616', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'b4f00fb5-cceb-435d-afeb-414476e896e1', 'id-scan-celia-novak.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('49cdf16c-cccb-4e34-b98b-85a36af614b7', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '60c3ff6c-bd64-464b-83cf-f402dd5ac49b', 'id-scan-felix-fontaine.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('18ac2870-753b-444a-a585-579b0e4d1ed2', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '60c3ff6c-bd64-464b-83cf-f402dd5ac49b', 'recommendation-fontaine.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('69eaaeb0-c89b-4c86-acd0-64073c852449', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'c640467a-3027-4acd-8392-bacf930b6a29', 'id-scan-ines-lindqvist.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('1f0e2e40-7c70-4d62-a168-badd8a0ed726', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '8dc17c08-47a3-4a57-8654-37628e1975a9', 'id-scan-keiko-castillo.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('ee6f456e-42ec-4b72-af73-f4b484d6ee11', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '0ced52c8-b811-481b-a971-1ebdc80836c5', 'id-scan-iris-calloway.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('49cbfbe8-c88a-4472-bbb6-c00bdab6ce0a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', 'bd8a3012-17db-43bd-8352-e9329515fd1f', 'id-scan-ned-farrow.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('54b93274-2d8f-44a4-9dc5-5c72757fa046', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Patient', '117ab909-3fe5-4811-a102-7342d7988960', 'id-scan-zoe-lark.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('fbda03af-841e-41c0-bdf0-d9475687480f', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Employee', 'e93dc8f0-49c1-45cd-937b-e168a4a67f3a', 'id-scan-maria-lopez.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('49b2d3c7-31ec-4b72-b404-e667c057434f', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Employee', '770a5acb-e298-4353-a169-24f0596cf4ba', 'id-scan-jess-whitaker.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('f5bae315-c6dd-4e0a-8ca6-7e67f18dfd8b', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Employee', 'dac4ede6-9d2f-4044-9fb4-42d400d0110d', 'id-scan-theo-ramirez.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('b44bc71b-c097-4e95-ac10-6a4e2e3369e1', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Employee', '6c2e7823-8882-49e3-b78a-0c3fb6dcaef6', 'id-scan-nadia-bishop.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('5ffeaf9b-4acd-46ac-b133-ef7c5808adc3', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '9d9f9398-535c-4c58-b54e-eeec98e0d875', 'id-scan-bruno-becker.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('4d0e1801-a44c-4dc4-a086-8003a81a9756', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '9d9f9398-535c-4c58-b54e-eeec98e0d875', 'recommendation-becker.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('528c4721-e159-4aea-9a1c-8e0c3f632867', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '7e9f6fef-6699-4519-bb19-a96b12087511', 'id-scan-felix-ivanova.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('d819a53d-f9cf-4570-81a7-9a13f196d469', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '171370c8-df8a-4164-a1e0-f0d12b8a8661', 'id-scan-ines-ortega.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('6f003f67-dc8e-48a3-8872-12603a4c6271', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '647565e8-4fb3-4cff-adcd-9839c4218d34', 'id-scan-leon-fontaine.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('22b6f04c-48b7-463c-8695-8ebeb8f06273', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '647565e8-4fb3-4cff-adcd-9839c4218d34', 'recommendation-fontaine.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('52a67a60-3d22-4564-b137-f395bdfe277e', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '23392dd0-ad6b-4e39-92dd-165f9f3e724f', 'id-scan-opal-novak.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('8f8b4a84-814a-46b9-8d07-a7b4494a8bb6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'c4ffec3f-0a41-4442-b395-ea7217fc9000', 'id-scan-rosa-dubois.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('cc541586-a3a6-4e5c-958c-ad71d70ebb9e', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '8225bdf2-5a2c-4d53-bdab-cad52ba0ffc1', 'id-scan-umar-kowalski.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('cd61a8f5-550b-4bf5-9f03-ffed1c2958f6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '8225bdf2-5a2c-4d53-bdab-cad52ba0ffc1', 'recommendation-kowalski.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('55035e83-7b54-4a6f-ab0f-e49f6f98e316', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '754d39e0-aaa2-494b-ad1c-d7c501fda7ab', 'id-scan-celia-becker.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('9ba8e9b1-4679-4cb1-a798-c46c896311ba', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'da8cc770-2ca1-4d77-9e08-1ff7d457aa8e', 'id-scan-gloria-ivanova.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('fe68123a-12f5-422a-bfcd-207521d90d98', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '036d8688-8303-4d74-a04e-e1d8ef82c5ba', 'id-scan-hector-pryce.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('0c679440-f247-4160-a3e4-9ab3762cc86f', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '036d8688-8303-4d74-a04e-e1d8ef82c5ba', 'recommendation-pryce.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('94ef2ff7-f5f5-40cc-a204-15a3d3172ebd', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '40261ecd-843e-42fa-b362-ffd6f03ce9a7', 'id-scan-leon-hale.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('d038363b-a8de-4860-8fc8-e3fa79ab554a', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'ac6904ff-9ef2-42df-b6f8-9b66b0d260ce', 'id-scan-nico-ortega.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('3771c4a7-e7b6-4229-b530-18decac501be', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'e6278b1e-9f2e-4cde-ab06-0c0007428f54', 'id-scan-silas-gallagher.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('2f4575e8-6d90-407a-aba9-1726c1a0d373', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'e6278b1e-9f2e-4cde-ab06-0c0007428f54', 'recommendation-gallagher.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('eb8a09f8-ae4c-4edd-82d6-91f4f2a84071', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'c5d44952-af2a-4df6-b7f9-d8d0e8d8e9d5', 'id-scan-ada-novak.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('f77b5429-0b8c-4e69-9267-1b6f4a5fe68e', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '9cef4d80-2029-4094-aeb6-d8475a0858bf', 'id-scan-celia-eriksen.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('d7a706e6-23fb-4892-8a34-74c384e68cc4', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'c1d23ee0-cc6e-47e1-b7c1-f790acd1e0f6', 'id-scan-hector-kowalski.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('8da29d3f-d775-42d2-94ec-942141f7cad1', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'c1d23ee0-cc6e-47e1-b7c1-f790acd1e0f6', 'recommendation-kowalski.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('5a7fac7c-6d32-4986-96f9-a5af9f79a9e5', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'becf0362-aa4d-45ff-9441-fe19e6283014', 'id-scan-keiko-castillo.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('2342e092-2c50-4b69-a5bb-b23b04bde2cc', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '98b75568-0b5b-4edc-9a2d-a0376d9dd0d1', 'id-scan-mabel-ivanova.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('39dc1ecf-5ddb-4484-83a3-ace1487532f5', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'd7cb386b-5f6e-40e5-8525-c8f8d97fca49', 'id-scan-opal-abbott.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('d43aed13-a27f-41d7-92c2-b18aacec5a66', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'd7cb386b-5f6e-40e5-8525-c8f8d97fca49', 'recommendation-abbott.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('2b415d86-1ee2-4274-8a8d-532187e3fd90', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'b29e1cef-deaf-4079-9307-5db882ed38c5', 'id-scan-tova-fontaine.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('407c3d46-5290-4d3f-bd05-3ad11c8f02a1', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '21c33eed-566a-4512-8625-1fa4f9a01bd0', 'id-scan-celia-novak.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('b58e6fe8-c2ad-493d-9b0a-ee16d416fd62', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '49b03f55-2d69-49be-b907-31a3e2a02e75', 'id-scan-felix-dubois.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('f4bd725a-84a0-4a74-aa88-312c24c815d1', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '49b03f55-2d69-49be-b907-31a3e2a02e75', 'recommendation-dubois.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('cb609d52-8c58-493e-936f-484112efd36f', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '4a9ad9c6-d8cd-4136-9278-2c39fe7e220d', 'id-scan-gloria-lindqvist.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('c1dad659-afbe-4d82-b9ed-8206dc809ce4', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '95ac4934-ccdd-4bad-806e-b8854266ac2a', 'id-scan-keiko-becker.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('02053ec7-cd33-42c5-a7d4-498fcbe6df81', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '7a6341ed-d388-43a2-9de4-a850c36de2ae', 'id-scan-iris-calloway.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('9fed4b83-7348-4d93-9210-50de233448fc', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', '27dc0a14-da29-4ba4-8be9-0cb038bb0797', 'id-scan-ned-farrow.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('b8386c7e-7309-4ebb-95c8-e06182cecb76', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Patient', 'dc4eb36d-a048-4e04-83cc-5bdc9f4818b7', 'id-scan-zoe-lark.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('a65df7a7-78da-4369-8051-f5b96c5a2a55', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Employee', 'd144468d-1631-4bc6-a53e-fbf8d1275014', 'id-scan-olive-north.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('2096f1d4-135c-4f5b-8b78-2669b4e073c4', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Employee', 'fa4ffcdc-e1e9-4e1a-8a4f-0f5f4377cbcb', 'id-scan-jess-whitaker.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('1f120d27-0c45-45a1-9481-d5277fe6f619', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Employee', '88ca2ea1-91af-4983-809e-24acdbee5bce', 'id-scan-theo-ramirez.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('530b9f05-7989-452f-a1df-4625ea2e1e7a', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Employee', '506be902-ea6c-47b1-8195-400f2292fd12', 'id-scan-nadia-bishop.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('c55c7032-4b24-44df-9d32-985617ce5c5b', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', 'f41d33fd-ac6d-4e03-a08e-00e2cae36b56', 'id-scan-celia-becker.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('699a21be-3bd0-4a85-b708-5b32c83f4348', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', 'f41d33fd-ac6d-4e03-a08e-00e2cae36b56', 'recommendation-becker.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('8c31d693-8924-4928-ac65-f5da2bbbdab0', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', '98dde460-187c-4b9f-92f8-6faf449dc2cd', 'id-scan-esme-hale.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('086d24fe-9935-482e-9cf7-f3390a655a0e', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', 'a2f42372-8622-4167-8471-f1a3e843db8e', 'id-scan-ines-pryce.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('2afa0181-d656-4125-b9a8-f2b116a28c8f', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', '66b31d5b-914a-418f-8d6d-997f47c580cb', 'id-scan-jonah-hale.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('456b294c-5086-4660-8e20-3e4161aa46a8', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', '66b31d5b-914a-418f-8d6d-997f47c580cb', 'recommendation-hale.pdf', 'application/pdf', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('1784e533-7580-45d0-a871-174e35650a2c', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', '0584c795-dc08-4450-9a5a-706f8237ef7b', 'id-scan-opal-novak.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('0322c947-bb17-48d3-8f99-332b49dcf9f8', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', '8605976a-9f8c-4474-a251-3e2452cdb355', 'id-scan-silas-dubois.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('0666abc7-0689-4a36-b9b3-196b5079c159', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', '108f2a84-d019-41a0-8448-01cfecc0fb5a', 'id-scan-iris-calloway.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('80622aaa-61dc-4334-8159-9d587e0478f4', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', 'aeb2d4bd-f1fc-4328-98ce-d01d8d50eeed', 'id-scan-ned-farrow.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');
INSERT INTO public.file_attachments VALUES ('a65e8adb-2fc3-4453-abc2-4cf30554374f', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Patient', '7ed780a4-10c7-40bc-89d4-ade41d2a2f07', 'id-scan-zoe-lark.jpg', 'image/jpeg', '2026-07-01T18:00:00.000Z');


--
-- Data for Name: import_mappings; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: inventory_adjustments; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: inventory_count_lines; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: inventory_counts; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: inventory_item_places; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.inventory_item_places VALUES ('7b3dd8fa-980c-493a-ab33-89a1796a7107', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '04c5766d-2e99-4e13-8f6c-a368082c113e', '0db0eb97-802d-4edc-8a2d-f8abb2b599ae', 50000);
INSERT INTO public.inventory_item_places VALUES ('fce3dd9a-8b11-4da7-bb5f-937002a4539e', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '0c993364-e7d2-450d-8a83-f5b967864bc2', 'de365adb-b4a4-4ca2-a64e-2d8b912e7cb8', 6000);
INSERT INTO public.inventory_item_places VALUES ('395b16f5-34f3-44f0-9dfb-17de3428af76', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '0c993364-e7d2-450d-8a83-f5b967864bc2', '0db0eb97-802d-4edc-8a2d-f8abb2b599ae', 19000);
INSERT INTO public.inventory_item_places VALUES ('7ec22e39-af7c-4016-8642-e2291e6cede9', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'f28614cd-da5a-4623-ab2f-aaf28fa7d583', '0db0eb97-802d-4edc-8a2d-f8abb2b599ae', 718000);
INSERT INTO public.inventory_item_places VALUES ('ae410e2b-7535-4674-9f37-e77190dc83ab', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'a3914920-b9f9-45e5-b4d1-1401957a664d', '0db0eb97-802d-4edc-8a2d-f8abb2b599ae', 175000);
INSERT INTO public.inventory_item_places VALUES ('6926f42a-7608-4c07-8d42-7666e96c14dd', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '3436c58e-02fe-4b58-a38a-3d2629a3db9d', 'f7e4fb73-d3a9-4bbf-be2a-0a0e91ba3fd8', 500000);
INSERT INTO public.inventory_item_places VALUES ('465cd32d-747c-423c-b852-42d8174e0b36', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '3436c58e-02fe-4b58-a38a-3d2629a3db9d', '9a610e18-2121-40c1-937c-fa1d6210508a', 166000);
INSERT INTO public.inventory_item_places VALUES ('ac668d8d-63da-4afd-b711-65ace27bc8e8', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'c76e315d-7176-4de8-a59c-5a0d7d9881ad', '9a610e18-2121-40c1-937c-fa1d6210508a', 184000);
INSERT INTO public.inventory_item_places VALUES ('5242b6ac-a543-4bb4-b1ec-63c5393dfa48', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '96b74d6f-fa6c-405a-9ba5-fae909c6def6', 'f7e4fb73-d3a9-4bbf-be2a-0a0e91ba3fd8', 32000);
INSERT INTO public.inventory_item_places VALUES ('649fefd2-0fa4-4a10-938e-e9a0416e390e', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'e3f078a4-c3ac-48ec-96b1-7ac480d290ea', '9a610e18-2121-40c1-937c-fa1d6210508a', 15000);
INSERT INTO public.inventory_item_places VALUES ('cb6299f9-0650-45e7-afb1-d25c0b06de26', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'c76e315d-7176-4de8-a59c-5a0d7d9881ad', 'f7e4fb73-d3a9-4bbf-be2a-0a0e91ba3fd8', 546000);
INSERT INTO public.inventory_item_places VALUES ('0b45444d-6f86-48e9-93b8-aa8822ade515', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'e3f078a4-c3ac-48ec-96b1-7ac480d290ea', 'f7e4fb73-d3a9-4bbf-be2a-0a0e91ba3fd8', 44000);
INSERT INTO public.inventory_item_places VALUES ('7d918ce2-a549-4de3-841c-4e175bac3469', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '86f71e3c-b92b-4d66-a43e-b1d9898e01c7', 'f7e4fb73-d3a9-4bbf-be2a-0a0e91ba3fd8', 11000);
INSERT INTO public.inventory_item_places VALUES ('4b86eada-e98a-4519-904f-140d21379469', '8bb79956-f265-419b-a1a7-02578849d1cc', '54f1392f-bb56-4349-949f-a2ff326a19ca', '6691ae81-5fe4-4a5f-a443-32508ebae6e4', 19000);
INSERT INTO public.inventory_item_places VALUES ('8b3d8365-3ab3-4b2a-bba3-351402d2dc25', '8bb79956-f265-419b-a1a7-02578849d1cc', '5c5e3d6e-62bd-48f9-9243-193a00149bba', '9a92e24f-064f-4beb-8338-f3a37083d573', 2000);
INSERT INTO public.inventory_item_places VALUES ('f8e218c5-d3bd-4127-bd8c-b7a4d34ba85b', '8bb79956-f265-419b-a1a7-02578849d1cc', 'bb021bbc-642d-41cc-bfb1-695ad4fe0f4f', '9a92e24f-064f-4beb-8338-f3a37083d573', 56000);
INSERT INTO public.inventory_item_places VALUES ('149667d0-ebb0-4fe7-812e-6df7e35e698c', '8bb79956-f265-419b-a1a7-02578849d1cc', 'e0141fc0-1a7a-45a3-9386-9a15d979c478', '9a92e24f-064f-4beb-8338-f3a37083d573', 885500);
INSERT INTO public.inventory_item_places VALUES ('3e5ba3e6-8446-4a1b-9b02-38cf263429fb', '8bb79956-f265-419b-a1a7-02578849d1cc', '54f1392f-bb56-4349-949f-a2ff326a19ca', '9a92e24f-064f-4beb-8338-f3a37083d573', 51000);


--
-- Data for Name: inventory_items; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.inventory_items VALUES ('04c5766d-2e99-4e13-8f6c-a368082c113e', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '1fb04df6-3acf-4bf8-a045-1ba6637c22f3', '000020B336', 'LOT-9F6D97', 50000, '1.0', 333, 1, 0, 0, '2026-06-26T15:00:00.000Z', '2026-06-26T15:00:00.000Z', '0.2330', '0.0250', '{}', '{"test_results_thca":20.97,"test_results_cbda":2,"test_results_cbg":0.1,"test_results_total_thc":{"value":"233.0","unit":3},"test_results_total_cbd":{"value":"25.0","unit":3},"harvest_lot_number":"H-82371","harvest_date":"2026-06-17","packaged_date":"2026-06-26","producer_name":"Lunar Leaf","packager_name":"Lunar Leaf","test_lab_name":"Columbia Labs","test_batch_number":"TB-7099B1","medical":false,"traceable":true}', '2026-06-26T15:00:00.000Z', '2026-06-26T15:00:00.000Z', '1A4603000000000000000001');
INSERT INTO public.inventory_items VALUES ('f28614cd-da5a-4623-ab2f-aaf28fa7d583', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'a17ce6a9-dc9f-4668-8ff7-a6cd20ee19a6', '0000109E85', 'LOT-0B4174', 718000, '1.0', 342, 0, 0, 0, '2026-05-12T15:00:00.000Z', '2026-05-12T15:00:00.000Z', '0.1810', '0.0190', '{}', '{"test_results_thca":16.29,"test_results_cbda":1.52,"test_results_cbg":0.3,"test_results_total_thc":{"value":"181.0","unit":3},"test_results_total_cbd":{"value":"19.0","unit":3},"harvest_lot_number":"H-5139E","harvest_date":"2026-05-04","packaged_date":"2026-05-12","producer_name":"Tillamook Farms","packager_name":"Tillamook Farms","test_lab_name":"EVIO Labs","test_batch_number":"TB-9E1EA8","medical":false,"traceable":true}', '2026-05-12T15:00:00.000Z', '2026-11-28T10:23:41.471Z', '1A4603000000000000000004');
INSERT INTO public.inventory_items VALUES ('3436c58e-02fe-4b58-a38a-3d2629a3db9d', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '8fd15ed4-933c-4bea-b281-04f0ce291642', '0000107F8D', 'LOT-B59352', 666000, '1.0', 659, 0, 0, 0, '2026-06-22T15:00:00.000Z', '2026-06-22T15:00:00.000Z', '0.2820', '0.0080', '{}', '{"test_results_thca":25.38,"test_results_cbda":0.64,"test_results_cbg":1.1,"test_results_total_thc":{"value":"282.0","unit":3},"test_results_total_cbd":{"value":"8.0","unit":3},"harvest_lot_number":"H-43EFA","harvest_date":"2026-06-16","packaged_date":"2026-06-22","producer_name":"Rogue Valley Reserve","packager_name":"Rogue Valley Reserve","test_lab_name":"Columbia Labs","test_batch_number":"TB-B90651","medical":false,"traceable":true}', '2026-06-22T15:00:00.000Z', '2026-06-22T15:00:00.000Z', '1A4603001000000000000001');
INSERT INTO public.inventory_items VALUES ('0c993364-e7d2-450d-8a83-f5b967864bc2', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '8844a9c8-8730-44cc-876f-9e6504e899b0', '0000308564', 'LOT-E0C9F0', 25000, '0.5', 1784, 0, 0, 0, '2026-08-12T15:00:00.000Z', '2026-08-12T15:00:00.000Z', '0.7950', '0.0090', '{}', '{"test_results_thca":71.55,"test_results_cbda":0.72,"test_results_cbg":0.6,"test_results_total_thc":{"value":"397.5","unit":3},"test_results_total_cbd":{"value":"4.5","unit":3},"harvest_lot_number":"H-CC276","harvest_date":"2026-07-23","packaged_date":"2026-08-12","producer_name":"Raven Glass","packager_name":"Raven Glass","test_lab_name":"Green Leaf Lab","test_batch_number":"TB-1B47BA","medical":true,"traceable":true}', '2026-08-12T15:00:00.000Z', '2026-11-28T10:23:41.308Z', '1A4603000000000000000002');
INSERT INTO public.inventory_items VALUES ('a3914920-b9f9-45e5-b4d1-1401957a664d', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'a17ce6a9-dc9f-4668-8ff7-a6cd20ee19a6', '00001134CA', 'LOT-2C5748', 175000, '1.0', 342, 0, 0, 0, '2026-05-08T15:00:00.000Z', '2026-05-08T15:00:00.000Z', '0.1810', '0.0190', '{}', '{"test_results_thca":16.29,"test_results_cbda":1.52,"test_results_cbg":1.2,"test_results_total_thc":{"value":"181.0","unit":3},"test_results_total_cbd":{"value":"19.0","unit":3},"harvest_lot_number":"H-41415","harvest_date":"2026-05-04","packaged_date":"2026-05-08","producer_name":"Tillamook Farms","packager_name":"Tillamook Farms","test_lab_name":"Green Leaf Lab","test_batch_number":"TB-FC132E","medical":false,"traceable":true}', '2026-05-08T15:00:00.000Z', '2026-11-28T10:23:41.506Z', '1A4603000000000000000003');
INSERT INTO public.inventory_items VALUES ('c76e315d-7176-4de8-a59c-5a0d7d9881ad', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '8fd15ed4-933c-4bea-b281-04f0ce291642', '0000119ADA', 'LOT-445F62', 730000, '1.0', 659, 0, 0, 0, '2026-06-20T15:00:00.000Z', '2026-06-20T15:00:00.000Z', '0.2820', '0.0080', '{}', '{"test_results_thca":25.38,"test_results_cbda":0.64,"test_results_cbg":1.4,"test_results_total_thc":{"value":"282.0","unit":3},"test_results_total_cbd":{"value":"8.0","unit":3},"harvest_lot_number":"H-76D73","harvest_date":"2026-06-16","packaged_date":"2026-06-20","producer_name":"Rogue Valley Reserve","packager_name":"Rogue Valley Reserve","test_lab_name":"Columbia Labs","test_batch_number":"TB-1996B0","medical":false,"traceable":true}', '2026-06-20T15:00:00.000Z', '2026-11-28T10:23:42.118Z', '1A4603001000000000000004');
INSERT INTO public.inventory_items VALUES ('86f71e3c-b92b-4d66-a43e-b1d9898e01c7', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'c2c60b2f-56a6-4fa3-906c-75b7ad990895', '000030E4FD', 'LOT-C5330B', 11000, '0.5', 2077, 0, 0, 0, '2026-07-14T15:00:00.000Z', '2026-07-14T15:00:00.000Z', '0.7840', '0.0110', '{}', '{"test_results_thca":70.56,"test_results_cbda":0.88,"test_results_cbg":0.8,"test_results_total_thc":{"value":"392.0","unit":3},"test_results_total_cbd":{"value":"5.5","unit":3},"harvest_lot_number":"H-DAEDC","harvest_date":"2026-06-26","packaged_date":"2026-07-14","producer_name":"Golden Hour","packager_name":"Golden Hour","test_lab_name":"EVIO Labs","test_batch_number":"TB-824376","medical":false,"traceable":true}', '2026-07-14T15:00:00.000Z', '2026-11-28T10:23:42.228Z', '1A4603001000000000000002');
INSERT INTO public.inventory_items VALUES ('96b74d6f-fa6c-405a-9ba5-fae909c6def6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '39465fb7-7ce4-4b1f-bbbb-6d1562f80a77', '0000204999', 'LOT-DE88C1', 32000, '1.0', 479, 1, 0, 0, '2026-05-25T15:00:00.000Z', '2026-05-25T15:00:00.000Z', '0.2560', '0.0050', '{}', '{"test_results_thca":23.04,"test_results_cbda":0.4,"test_results_cbg":0.1,"test_results_total_thc":{"value":"256.0","unit":3},"test_results_total_cbd":{"value":"5.0","unit":3},"harvest_lot_number":"H-6B222","harvest_date":"2026-05-18","packaged_date":"2026-05-25","producer_name":"Evergreen Edibles","packager_name":"Evergreen Edibles","test_lab_name":"Green Leaf Lab","test_batch_number":"TB-C922E6","medical":false,"traceable":true}', '2026-05-25T15:00:00.000Z', '2026-05-25T15:00:00.000Z', '1A4603001000000000000003');
INSERT INTO public.inventory_items VALUES ('e3f078a4-c3ac-48ec-96b1-7ac480d290ea', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '39465fb7-7ce4-4b1f-bbbb-6d1562f80a77', '0000210F3F', 'LOT-F98702', 59000, '1.0', 479, 0, 0, 0, '2026-06-04T15:00:00.000Z', '2026-06-04T15:00:00.000Z', '0.2560', '0.0050', '{}', '{"test_results_thca":23.04,"test_results_cbda":0.4,"test_results_cbg":1,"test_results_total_thc":{"value":"256.0","unit":3},"test_results_total_cbd":{"value":"5.0","unit":3},"harvest_lot_number":"H-9DBC0","harvest_date":"2026-05-18","packaged_date":"2026-06-04","producer_name":"Evergreen Edibles","packager_name":"Evergreen Edibles","test_lab_name":"EVIO Labs","test_batch_number":"TB-99E85F","medical":false,"traceable":true}', '2026-06-04T15:00:00.000Z', '2026-11-28T10:23:42.176Z', '1A4603001000000000000005');
INSERT INTO public.inventory_items VALUES ('e0141fc0-1a7a-45a3-9386-9a15d979c478', '8bb79956-f265-419b-a1a7-02578849d1cc', 'eac5f835-c590-4037-bdd3-d02bf5f2ebe1', '000010C2FA', 'LOT-32C991', 885500, '1.0', 439, 0, 0, 0, '2026-09-04T15:00:00.000Z', '2026-09-04T15:00:00.000Z', '0.2360', '0.0190', '{}', '{"test_results_thca":21.24,"test_results_cbda":1.52,"test_results_cbg":0.8,"test_results_total_thc":{"value":"236.0","unit":3},"test_results_total_cbd":{"value":"19.0","unit":3},"harvest_lot_number":"H-BEEEB","harvest_date":"2026-08-29","packaged_date":"2026-09-04","producer_name":"High Desert Gardens","packager_name":"High Desert Gardens","test_lab_name":"EVIO Labs","test_batch_number":"TB-AD8381","medical":false,"traceable":true}', '2026-09-04T15:00:00.000Z', '2026-11-28T10:23:42.514Z', '1A4603002000000000000004');
INSERT INTO public.inventory_items VALUES ('54f1392f-bb56-4349-949f-a2ff326a19ca', '8bb79956-f265-419b-a1a7-02578849d1cc', '56276568-4b73-4f70-a554-98a95fe3bc0c', '0000209CDC', 'LOT-718337', 70000, '1.0', 439, 0, 0, 0, '2026-08-09T15:00:00.000Z', '2026-08-09T15:00:00.000Z', '0.1980', '0.0040', '{}', '{"test_results_thca":17.82,"test_results_cbda":0.32,"test_results_cbg":0.6,"test_results_total_thc":{"value":"198.0","unit":3},"test_results_total_cbd":{"value":"4.0","unit":3},"harvest_lot_number":"H-74030","harvest_date":"2026-08-06","packaged_date":"2026-08-09","producer_name":"High Desert Gardens","packager_name":"High Desert Gardens","test_lab_name":"Green Leaf Lab","test_batch_number":"TB-F33C00","medical":false,"traceable":true}', '2026-08-09T15:00:00.000Z', '2026-11-28T10:23:42.557Z', '1A4603002000000000000001');
INSERT INTO public.inventory_items VALUES ('5c5e3d6e-62bd-48f9-9243-193a00149bba', '8bb79956-f265-419b-a1a7-02578849d1cc', '56276568-4b73-4f70-a554-98a95fe3bc0c', '0000215203', 'LOT-CBC728', 2000, '1.0', 439, 0, 0, 0, '2026-08-12T15:00:00.000Z', '2026-08-12T15:00:00.000Z', '0.1980', '0.0040', '{}', '{"test_results_thca":17.82,"test_results_cbda":0.32,"test_results_cbg":0.1,"test_results_total_thc":{"value":"198.0","unit":3},"test_results_total_cbd":{"value":"4.0","unit":3},"harvest_lot_number":"H-60407","harvest_date":"2026-08-06","packaged_date":"2026-08-12","producer_name":"High Desert Gardens","packager_name":"High Desert Gardens","test_lab_name":"EVIO Labs","test_batch_number":"TB-B8E5C2","medical":false,"traceable":true}', '2026-08-12T15:00:00.000Z', '2026-08-12T15:00:00.000Z', '1A4603002000000000000002');
INSERT INTO public.inventory_items VALUES ('bb021bbc-642d-41cc-bfb1-695ad4fe0f4f', '8bb79956-f265-419b-a1a7-02578849d1cc', '49400eab-cc55-4f11-abd0-589f3b2e3898', '00003046A5', 'LOT-56EF8E', 56000, '0.5', 1978, 0, 0, 0, '2026-05-23T15:00:00.000Z', '2026-05-23T15:00:00.000Z', '0.8080', '0.0190', '{}', '{"test_results_thca":72.72,"test_results_cbda":1.52,"test_results_cbg":0.6,"test_results_total_thc":{"value":"404.0","unit":3},"test_results_total_cbd":{"value":"9.5","unit":3},"harvest_lot_number":"H-EAEE0","harvest_date":"2026-05-22","packaged_date":"2026-05-23","producer_name":"Rogue Valley Reserve","packager_name":"Rogue Valley Reserve","test_lab_name":"Green Leaf Lab","test_batch_number":"TB-BDEC97","medical":false,"traceable":true}', '2026-05-23T15:00:00.000Z', '2026-05-23T15:00:00.000Z', '1A4603002000000000000003');


--
-- Data for Name: inventory_receipts; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: kysely_migration; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.kysely_migration VALUES ('001_core', '2026-11-28T10:23:39.940Z');
INSERT INTO public.kysely_migration VALUES ('002_sales', '2026-11-28T10:23:40.118Z');
INSERT INTO public.kysely_migration VALUES ('003_people', '2026-11-28T10:23:40.247Z');
INSERT INTO public.kysely_migration VALUES ('004_catalog_indexes', '2026-11-28T10:23:40.262Z');
INSERT INTO public.kysely_migration VALUES ('005_bench_indexes', '2026-11-28T10:23:40.277Z');
INSERT INTO public.kysely_migration VALUES ('006_catalog_revision', '2026-11-28T10:23:40.279Z');
INSERT INTO public.kysely_migration VALUES ('007_request_hashes', '2026-11-28T10:23:40.280Z');
INSERT INTO public.kysely_migration VALUES ('008_money', '2026-11-28T10:23:40.376Z');
INSERT INTO public.kysely_migration VALUES ('009_order_money', '2026-11-28T10:23:40.424Z');
INSERT INTO public.kysely_migration VALUES ('010_keyset', '2026-11-28T10:23:40.432Z');
INSERT INTO public.kysely_migration VALUES ('011_compliance', '2026-11-28T10:23:40.486Z');
INSERT INTO public.kysely_migration VALUES ('012_buyer_history', '2026-11-28T10:23:40.508Z');
INSERT INTO public.kysely_migration VALUES ('013_sale_settings_revision', '2026-11-28T10:23:40.525Z');
INSERT INTO public.kysely_migration VALUES ('014_tax_rules', '2026-11-28T10:23:40.540Z');
INSERT INTO public.kysely_migration VALUES ('015_shift_audit_head', '2026-11-28T10:23:40.543Z');
INSERT INTO public.kysely_migration VALUES ('016_age_verification_required', '2026-11-28T10:23:40.546Z');
INSERT INTO public.kysely_migration VALUES ('017_refuse_order', '2026-11-28T10:23:40.547Z');
INSERT INTO public.kysely_migration VALUES ('018_state_reporting', '2026-11-28T10:23:40.580Z');
INSERT INTO public.kysely_migration VALUES ('019_package_labels', '2026-11-28T10:23:40.584Z');
INSERT INTO public.kysely_migration VALUES ('021_ccrs_sales_owed', '2026-11-28T10:23:40.585Z');
INSERT INTO public.kysely_migration VALUES ('022_state_reports_only_where_owed', '2026-11-28T10:23:40.586Z');
INSERT INTO public.kysely_migration VALUES ('024_back_office', '2026-11-28T10:23:40.606Z');
INSERT INTO public.kysely_migration VALUES ('025_device_secrets', '2026-11-28T10:23:40.612Z');
INSERT INTO public.kysely_migration VALUES ('028_metrc_pause', '2026-11-28T10:23:40.612Z');
INSERT INTO public.kysely_migration VALUES ('029_import_mappings', '2026-11-28T10:23:40.627Z');
INSERT INTO public.kysely_migration VALUES ('031_stock_moves', '2026-11-28T10:23:40.662Z');
INSERT INTO public.kysely_migration VALUES ('032_adjustment_reports', '2026-11-28T10:23:40.682Z');
INSERT INTO public.kysely_migration VALUES ('033_inventory_counts', '2026-11-28T10:23:40.715Z');
INSERT INTO public.kysely_migration VALUES ('034_ccrs_filed', '2026-11-28T10:23:40.728Z');
INSERT INTO public.kysely_migration VALUES ('035_who_may_buy', '2026-11-28T10:23:40.732Z');
INSERT INTO public.kysely_migration VALUES ('037_caregiver', '2026-11-28T10:23:40.733Z');


--
-- Data for Name: kysely_migration_lock; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.kysely_migration_lock VALUES ('migration_lock', 0);


--
-- Data for Name: line_items; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.line_items VALUES ('4615a6f2-946e-45fa-8bdf-0c754e3c9aea', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '3e3019f4-08ff-4957-802d-dc8c8c46b8ef', 0, 'f28614cd-da5a-4623-ab2f-aaf28fa7d583', 3500, 0, 3500, 2660, '0000109E85', '1.0', 2660, '[]', '[{"tax_item_id":"8da7dc1e-133b-411f-82f9-777e55b1b554","name":"Oregon retail marijuana tax","rate":"0.17","amount":453,"included_in_price":false},{"tax_item_id":"224175de-d709-434c-b956-0fc7f64e11ad","name":"Portland local marijuana tax","rate":"0.03","amount":80,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('d70747c0-d571-4464-9904-ec7f475c760e', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'd0662968-0c6d-48ef-995d-ff864be5c0ec', 0, '0c993364-e7d2-450d-8a83-f5b967864bc2', 2000, 5, 2000, 7930, '0000308564', '0.5', 7930, '[]', '[{"tax_item_id":"8da7dc1e-133b-411f-82f9-777e55b1b554","name":"Oregon retail marijuana tax","rate":"0.17","amount":1348,"included_in_price":false},{"tax_item_id":"224175de-d709-434c-b956-0fc7f64e11ad","name":"Portland local marijuana tax","rate":"0.03","amount":238,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('64f5d4c9-d25b-40d2-b235-fe6abba51686', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'd0662968-0c6d-48ef-995d-ff864be5c0ec', 1, 'f28614cd-da5a-4623-ab2f-aaf28fa7d583', 3500, 0, 3500, 2660, '0000109E85', '1.0', 2660, '[]', '[{"tax_item_id":"8da7dc1e-133b-411f-82f9-777e55b1b554","name":"Oregon retail marijuana tax","rate":"0.17","amount":453,"included_in_price":false},{"tax_item_id":"224175de-d709-434c-b956-0fc7f64e11ad","name":"Portland local marijuana tax","rate":"0.03","amount":80,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('d79e9c1b-3b08-452f-a36d-1ca666bd1fcf', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'e5b4ef89-e243-480d-b4dc-3571da3485fe', 0, 'f28614cd-da5a-4623-ab2f-aaf28fa7d583', 3500, 0, 3500, 2660, '0000109E85', '1.0', 2660, '[]', '[{"tax_item_id":"8da7dc1e-133b-411f-82f9-777e55b1b554","name":"Oregon retail marijuana tax","rate":"0.17","amount":453,"included_in_price":false},{"tax_item_id":"224175de-d709-434c-b956-0fc7f64e11ad","name":"Portland local marijuana tax","rate":"0.03","amount":80,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('fe0bd18a-d29a-4ca0-9619-1ec093ed9659', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '337ce924-b93b-4b83-ba87-4a598499c8bf', 0, 'f28614cd-da5a-4623-ab2f-aaf28fa7d583', 3500, 0, 3500, 2660, '0000109E85', '1.0', 2660, '[]', '[{"tax_item_id":"8da7dc1e-133b-411f-82f9-777e55b1b554","name":"Oregon retail marijuana tax","rate":"0.17","amount":453,"included_in_price":false},{"tax_item_id":"224175de-d709-434c-b956-0fc7f64e11ad","name":"Portland local marijuana tax","rate":"0.03","amount":80,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('ac6ac032-a606-4242-94eb-5d0da4a7823b', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '337ce924-b93b-4b83-ba87-4a598499c8bf', 1, 'a3914920-b9f9-45e5-b4d1-1401957a664d', 3500, 0, 3500, 2660, '00001134CA', '1.0', 2660, '[]', '[{"tax_item_id":"8da7dc1e-133b-411f-82f9-777e55b1b554","name":"Oregon retail marijuana tax","rate":"0.17","amount":452,"included_in_price":false},{"tax_item_id":"224175de-d709-434c-b956-0fc7f64e11ad","name":"Portland local marijuana tax","rate":"0.03","amount":80,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('5ab6a550-2ca3-4489-92ee-cb1d78f68a53', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'c948aee7-4e1b-4ab8-9bf9-70ec536d9b4f', 0, 'a3914920-b9f9-45e5-b4d1-1401957a664d', 3500, 0, 3500, 2660, '00001134CA', '1.0', 2660, '[]', '[{"tax_item_id":"8da7dc1e-133b-411f-82f9-777e55b1b554","name":"Oregon retail marijuana tax","rate":"0.17","amount":453,"included_in_price":false},{"tax_item_id":"224175de-d709-434c-b956-0fc7f64e11ad","name":"Portland local marijuana tax","rate":"0.03","amount":80,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('8efe22cc-95e5-4ca6-ac61-f1a92fcaf23f', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '3421b41f-3f22-44bf-8fda-0b0350d5ea68', 0, 'c76e315d-7176-4de8-a59c-5a0d7d9881ad', 3500, 0, 3500, 5128, '0000119ADA', '1.0', 5128, '[]', '[{"tax_item_id":"dc4febb4-7609-43a5-8b50-bd383e9ba926","name":"Vancouver local sales tax (cannabis)","rate":"0.021","amount":79,"included_in_price":false},{"tax_item_id":"5546aafe-bdb4-451a-850c-a7de6c4744b2","name":"Washington cannabis excise tax","rate":"0.37","amount":1385,"included_in_price":true},{"tax_item_id":"407a5275-8e96-4eca-9aaf-dcca2adf41a2","name":"Washington retail sales tax (cannabis)","rate":"0.065","amount":243,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('4813f6a5-fc61-49e2-9968-0f4f4ef81f7f', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '802293ec-a0ea-466c-8316-314e00cfa986', 0, 'e3f078a4-c3ac-48ec-96b1-7ac480d290ea', 2000, 5, 2000, 2130, '0000210F3F', '1.0', 2130, '[]', '[{"tax_item_id":"dc4febb4-7609-43a5-8b50-bd383e9ba926","name":"Vancouver local sales tax (cannabis)","rate":"0.021","amount":33,"included_in_price":false},{"tax_item_id":"5546aafe-bdb4-451a-850c-a7de6c4744b2","name":"Washington cannabis excise tax","rate":"0.37","amount":575,"included_in_price":true},{"tax_item_id":"407a5275-8e96-4eca-9aaf-dcca2adf41a2","name":"Washington retail sales tax (cannabis)","rate":"0.065","amount":101,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('97f81a4c-275f-48f7-925b-75cf7279364b', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '212a60b9-d78a-4846-beda-4b2c114a07c1', 0, 'c76e315d-7176-4de8-a59c-5a0d7d9881ad', 3500, 0, 3500, 5128, '0000119ADA', '1.0', 5128, '[]', '[{"tax_item_id":"dc4febb4-7609-43a5-8b50-bd383e9ba926","name":"Vancouver local sales tax (cannabis)","rate":"0.021","amount":79,"included_in_price":false},{"tax_item_id":"5546aafe-bdb4-451a-850c-a7de6c4744b2","name":"Washington cannabis excise tax","rate":"0.37","amount":1385,"included_in_price":true},{"tax_item_id":"407a5275-8e96-4eca-9aaf-dcca2adf41a2","name":"Washington retail sales tax (cannabis)","rate":"0.065","amount":243,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('f32a2398-258f-43bb-b070-1e5e9e3f5111', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '1d8341a0-2c19-4408-82db-d7507128d547', 0, 'e3f078a4-c3ac-48ec-96b1-7ac480d290ea', 2000, 5, 2000, 2130, '0000210F3F', '1.0', 2130, '[]', '[{"tax_item_id":"dc4febb4-7609-43a5-8b50-bd383e9ba926","name":"Vancouver local sales tax (cannabis)","rate":"0.021","amount":33,"included_in_price":false},{"tax_item_id":"5546aafe-bdb4-451a-850c-a7de6c4744b2","name":"Washington cannabis excise tax","rate":"0.37","amount":575,"included_in_price":true},{"tax_item_id":"407a5275-8e96-4eca-9aaf-dcca2adf41a2","name":"Washington retail sales tax (cannabis)","rate":"0.065","amount":101,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('0dadf9d0-9175-4e0b-bb45-f32f39a893fb', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'aae51c6d-5455-4501-8b7c-c701ab72655b', 0, '86f71e3c-b92b-4d66-a43e-b1d9898e01c7', 1000, 5, 1000, 4615, '000030E4FD', '0.5', 4615, '[]', '[{"tax_item_id":"dc4febb4-7609-43a5-8b50-bd383e9ba926","name":"Vancouver local sales tax (cannabis)","rate":"0.021","amount":71,"included_in_price":false},{"tax_item_id":"5546aafe-bdb4-451a-850c-a7de6c4744b2","name":"Washington cannabis excise tax","rate":"0.37","amount":1246,"included_in_price":true},{"tax_item_id":"407a5275-8e96-4eca-9aaf-dcca2adf41a2","name":"Washington retail sales tax (cannabis)","rate":"0.065","amount":219,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('7e2dbcef-0068-4fef-8b6f-663aa394fa86', '8bb79956-f265-419b-a1a7-02578849d1cc', 'ae761a0c-d98a-4629-a45e-7abb4060cb64', 0, 'e0141fc0-1a7a-45a3-9386-9a15d979c478', 3500, 0, 3500, 3413, '000010C2FA', '1.0', 3413, '[]', '[{"tax_item_id":"fdfced84-0704-4d1a-8898-d317cd85886a","name":"Michigan marihuana excise tax","rate":"0.10","amount":341,"included_in_price":false},{"tax_item_id":"0a5df71c-508b-478a-ab6d-ebff2704f6cd","name":"Michigan sales tax (marihuana)","rate":"0.06","amount":225,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('6a56bcc1-7978-4e34-9249-d88e7538c74e', '8bb79956-f265-419b-a1a7-02578849d1cc', '4b133ea6-a4bd-49a8-b6bf-2ee5667b62e2', 0, '54f1392f-bb56-4349-949f-a2ff326a19ca', 2000, 5, 2000, 1950, '0000209CDC', '1.0', 1950, '[]', '[{"tax_item_id":"fdfced84-0704-4d1a-8898-d317cd85886a","name":"Michigan marihuana excise tax","rate":"0.10","amount":195,"included_in_price":false},{"tax_item_id":"0a5df71c-508b-478a-ab6d-ebff2704f6cd","name":"Michigan sales tax (marihuana)","rate":"0.06","amount":129,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('04f25704-babb-4edb-97d7-552db9b6e1e7', '8bb79956-f265-419b-a1a7-02578849d1cc', '4b133ea6-a4bd-49a8-b6bf-2ee5667b62e2', 1, 'e0141fc0-1a7a-45a3-9386-9a15d979c478', 3500, 0, 3500, 3413, '000010C2FA', '1.0', 3413, '[]', '[{"tax_item_id":"fdfced84-0704-4d1a-8898-d317cd85886a","name":"Michigan marihuana excise tax","rate":"0.10","amount":341,"included_in_price":false},{"tax_item_id":"0a5df71c-508b-478a-ab6d-ebff2704f6cd","name":"Michigan sales tax (marihuana)","rate":"0.06","amount":225,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('9793bc10-4d0a-4842-8bef-3a6f9a394756', '8bb79956-f265-419b-a1a7-02578849d1cc', '0d47c219-ff72-4f84-9ab4-32f8319c9425', 0, '54f1392f-bb56-4349-949f-a2ff326a19ca', 1000, 5, 1000, 975, '0000209CDC', '1.0', 975, '[]', '[{"tax_item_id":"fdfced84-0704-4d1a-8898-d317cd85886a","name":"Michigan marihuana excise tax","rate":"0.10","amount":98,"included_in_price":false},{"tax_item_id":"0a5df71c-508b-478a-ab6d-ebff2704f6cd","name":"Michigan sales tax (marihuana)","rate":"0.06","amount":64,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('97c46706-de44-4f02-9d37-52d2e885a548', '8bb79956-f265-419b-a1a7-02578849d1cc', '252fa512-0045-4004-b4cd-e8e7a1637ae0', 0, '54f1392f-bb56-4349-949f-a2ff326a19ca', 2000, 5, 2000, 1950, '0000209CDC', '1.0', 1950, '[]', '[{"tax_item_id":"fdfced84-0704-4d1a-8898-d317cd85886a","name":"Michigan marihuana excise tax","rate":"0.10","amount":195,"included_in_price":false},{"tax_item_id":"0a5df71c-508b-478a-ab6d-ebff2704f6cd","name":"Michigan sales tax (marihuana)","rate":"0.06","amount":129,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('02adbbba-2c4b-4e45-a3d1-77afb380e435', '8bb79956-f265-419b-a1a7-02578849d1cc', '252fa512-0045-4004-b4cd-e8e7a1637ae0', 1, 'e0141fc0-1a7a-45a3-9386-9a15d979c478', 3500, 0, 3500, 3413, '000010C2FA', '1.0', 3413, '[]', '[{"tax_item_id":"fdfced84-0704-4d1a-8898-d317cd85886a","name":"Michigan marihuana excise tax","rate":"0.10","amount":341,"included_in_price":false},{"tax_item_id":"0a5df71c-508b-478a-ab6d-ebff2704f6cd","name":"Michigan sales tax (marihuana)","rate":"0.06","amount":225,"included_in_price":false}]', '[]', 0, NULL);
INSERT INTO public.line_items VALUES ('278dd8d6-b05e-442f-8b05-e28eb56b4316', '8bb79956-f265-419b-a1a7-02578849d1cc', 'c4e61a31-c6b2-4685-b04f-eb5584a25af1', 0, '54f1392f-bb56-4349-949f-a2ff326a19ca', 2000, 5, 2000, 1950, '0000209CDC', '1.0', 1950, '[]', '[{"tax_item_id":"fdfced84-0704-4d1a-8898-d317cd85886a","name":"Michigan marihuana excise tax","rate":"0.10","amount":195,"included_in_price":false},{"tax_item_id":"0a5df71c-508b-478a-ab6d-ebff2704f6cd","name":"Michigan sales tax (marihuana)","rate":"0.06","amount":129,"included_in_price":false}]', '[]', 0, NULL);


--
-- Data for Name: loyalty_programs; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.loyalty_programs VALUES ('76f40db7-c0ca-4ca4-8430-731b7969d9ae', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 0, 1, '2026-07-01T18:00:00.000Z');
INSERT INTO public.loyalty_programs VALUES ('27b9841c-8e40-40a3-b826-c47ba14afe4e', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 0, 1, '2026-07-01T18:00:00.000Z');
INSERT INTO public.loyalty_programs VALUES ('706cfeca-4b9d-4f26-b9b3-ee5ae91e4821', '8bb79956-f265-419b-a1a7-02578849d1cc', 0, 1, '2026-07-01T18:00:00.000Z');


--
-- Data for Name: orders; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.orders VALUES ('3e3019f4-08ff-4957-802d-dc8c8c46b8ef', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '1EC10539C312', 'ffaed44a-cf01-4e27-957c-ff0c1260607d', 'bbd7a779-152f-4797-bd8f-94a8576160d5', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', NULL, NULL, '2026-11-20T17:10:00.000Z', 0, 0, 3193, NULL, 0, 'c750feb0004f52b8a21aaeadd6592d559a43f0094bddda171797d9e0b3f0e237', '2026-11-20T17:10:00.000Z', '2026-11-20T17:10:00.000Z', 2660, 0, 533, 3193, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('d0662968-0c6d-48ef-995d-ff864be5c0ec', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '42CC92531398', 'ffaed44a-cf01-4e27-957c-ff0c1260607d', 'bbd7a779-152f-4797-bd8f-94a8576160d5', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', NULL, NULL, '2026-11-20T18:20:00.000Z', 0, 4, 12709, NULL, 0, '195dd690d01afc50d31cc74f4a6e160b810d03330e0aadab19336a9b4be1d014', '2026-11-20T18:20:00.000Z', '2026-11-20T18:20:00.000Z', 10590, 0, 2119, 12709, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('e5b4ef89-e243-480d-b4dc-3571da3485fe', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'FC20EFBC0187', 'ffaed44a-cf01-4e27-957c-ff0c1260607d', 'bbd7a779-152f-4797-bd8f-94a8576160d5', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', NULL, NULL, '2026-11-20T19:30:00.000Z', 0, 4, 3193, NULL, 0, '382991389e34b6b2ccc7d359d38421629c7bbd5b31c1f3db2528b1be7d791b22', '2026-11-20T19:30:00.000Z', '2026-11-20T19:30:00.000Z', 2660, 0, 533, 3193, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('337ce924-b93b-4b83-ba87-4a598499c8bf', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '941715637852', 'ffaed44a-cf01-4e27-957c-ff0c1260607d', 'bbd7a779-152f-4797-bd8f-94a8576160d5', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', NULL, NULL, '2026-11-20T20:40:00.000Z', 0, 4, 6385, NULL, 0, 'b7a24b6a43a5ca7887ef9d86f8b744edba9dd607a1f86359ef200bbab345d6ad', '2026-11-20T20:40:00.000Z', '2026-11-20T20:40:00.000Z', 5320, 0, 1065, 6385, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('c948aee7-4e1b-4ab8-9bf9-70ec536d9b4f', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '0ECF21FA14FC', 'ffaed44a-cf01-4e27-957c-ff0c1260607d', 'bbd7a779-152f-4797-bd8f-94a8576160d5', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', NULL, NULL, '2026-11-20T21:50:00.000Z', 0, 4, 3193, NULL, 0, '80d6b6f4b459522562bedab0f773fbb7ea2b08176082df070c03dbcb2cae2952', '2026-11-20T21:50:00.000Z', '2026-11-20T21:50:00.000Z', 2660, 0, 533, 3193, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('3421b41f-3f22-44bf-8fda-0b0350d5ea68', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '84D11174B4FE', 'e0bd8141-6001-4e07-8ce6-53f357fd4608', '8b96bd97-7b86-4314-be72-6ae4e47bd1b3', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', NULL, NULL, '2026-11-20T17:10:00.000Z', 0, 0, 5450, NULL, 0, 'e17e57e7b1b603cefe950febc0e646a7caeaab873efd5bddb07e06b29cfd2bf2', '2026-11-20T17:10:00.000Z', '2026-11-20T17:10:00.000Z', 5128, 0, 1707, 5450, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('802293ec-a0ea-466c-8316-314e00cfa986', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '9ED3C47B0A3F', 'e0bd8141-6001-4e07-8ce6-53f357fd4608', '8b96bd97-7b86-4314-be72-6ae4e47bd1b3', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', NULL, NULL, '2026-11-20T18:20:00.000Z', 0, 4, 2264, NULL, 0, 'ee0cb59254fd7c85f0702f6fca9dfabe52ea25f1a5a34dab3dd4c1ef39aa6620', '2026-11-20T18:20:00.000Z', '2026-11-20T18:20:00.000Z', 2130, 0, 709, 2264, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('212a60b9-d78a-4846-beda-4b2c114a07c1', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '3B8AA4D26574', 'e0bd8141-6001-4e07-8ce6-53f357fd4608', '8b96bd97-7b86-4314-be72-6ae4e47bd1b3', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', NULL, NULL, '2026-11-20T19:30:00.000Z', 0, 4, 5450, NULL, 0, '566a55322f7e0b07af166339d74552ed585adf2a82224326d094000864ae8b96', '2026-11-20T19:30:00.000Z', '2026-11-20T19:30:00.000Z', 5128, 0, 1707, 5450, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('1d8341a0-2c19-4408-82db-d7507128d547', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '9775CCE1ED8F', 'e0bd8141-6001-4e07-8ce6-53f357fd4608', '8b96bd97-7b86-4314-be72-6ae4e47bd1b3', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', NULL, NULL, '2026-11-20T20:40:00.000Z', 0, 4, 2264, NULL, 0, '11bc8f1f26071006652000693ac7427e756355d4fea2cc32bf150312a3576c47', '2026-11-20T20:40:00.000Z', '2026-11-20T20:40:00.000Z', 2130, 0, 709, 2264, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('aae51c6d-5455-4501-8b7c-c701ab72655b', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '4B167CE8A9AF', 'e0bd8141-6001-4e07-8ce6-53f357fd4608', '8b96bd97-7b86-4314-be72-6ae4e47bd1b3', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', NULL, NULL, '2026-11-20T21:50:00.000Z', 0, 1, 4905, NULL, 0, '5beed1af0239c38d42d171bd66f0b67646f614f9d4f7a0b9b663602bb950a490', '2026-11-20T21:50:00.000Z', '2026-11-20T21:50:00.000Z', 4615, 0, 1536, 4905, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('ae761a0c-d98a-4629-a45e-7abb4060cb64', '8bb79956-f265-419b-a1a7-02578849d1cc', '6887B9F27AE1', 'd1cc8b55-f4c1-4c90-ad61-a3a6a433e8a6', '9bca4fc8-2202-46eb-9f4c-8fec53fa92c1', '9060bce7-68dd-48dd-8bc6-e9c63b145cff', NULL, NULL, '2026-11-20T17:10:00.000Z', 0, 1, 3979, NULL, 0, '08a81e5e4e760626b7dba8c2db15409487cb14edb33df071ec1c1457850a37fc', '2026-11-20T17:10:00.000Z', '2026-11-20T17:10:00.000Z', 3413, 0, 566, 3979, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('4b133ea6-a4bd-49a8-b6bf-2ee5667b62e2', '8bb79956-f265-419b-a1a7-02578849d1cc', 'B9CD5C242A7F', 'd1cc8b55-f4c1-4c90-ad61-a3a6a433e8a6', '9bca4fc8-2202-46eb-9f4c-8fec53fa92c1', '9060bce7-68dd-48dd-8bc6-e9c63b145cff', NULL, NULL, '2026-11-20T18:20:00.000Z', 0, 4, 6253, NULL, 0, '9103cf881ea5299bd1a0affcd5e271f89162209548e1a422f58a1d4fd8887820', '2026-11-20T18:20:00.000Z', '2026-11-20T18:20:00.000Z', 5363, 0, 890, 6253, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('252fa512-0045-4004-b4cd-e8e7a1637ae0', '8bb79956-f265-419b-a1a7-02578849d1cc', '8002B0E6B1A5', 'd1cc8b55-f4c1-4c90-ad61-a3a6a433e8a6', '9bca4fc8-2202-46eb-9f4c-8fec53fa92c1', '9060bce7-68dd-48dd-8bc6-e9c63b145cff', NULL, NULL, '2026-11-20T19:30:00.000Z', 0, 4, 6253, NULL, 0, '74b90327d3e2346af05470a86bf796faabcc6f67438edf26c74c99a602c950b3', '2026-11-20T19:30:00.000Z', '2026-11-20T19:30:00.000Z', 5363, 0, 890, 6253, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('0d47c219-ff72-4f84-9ab4-32f8319c9425', '8bb79956-f265-419b-a1a7-02578849d1cc', '0359121DD764', 'd1cc8b55-f4c1-4c90-ad61-a3a6a433e8a6', '9bca4fc8-2202-46eb-9f4c-8fec53fa92c1', '9060bce7-68dd-48dd-8bc6-e9c63b145cff', NULL, NULL, '2026-11-20T20:40:00.000Z', 0, 0, 1137, NULL, 0, '75c1a4547069f09d865755c1ad48a791b38672005190a87a393ea18443ae2c41', '2026-11-20T20:40:00.000Z', '2026-11-20T20:40:00.000Z', 975, 0, 162, 1137, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);
INSERT INTO public.orders VALUES ('c4e61a31-c6b2-4685-b04f-eb5584a25af1', '8bb79956-f265-419b-a1a7-02578849d1cc', '3FA1E936840B', 'd1cc8b55-f4c1-4c90-ad61-a3a6a433e8a6', '9bca4fc8-2202-46eb-9f4c-8fec53fa92c1', '9060bce7-68dd-48dd-8bc6-e9c63b145cff', NULL, NULL, '2026-11-20T21:50:00.000Z', 0, 0, 2274, NULL, 0, '75ca008f97573027bc915b4893ea2831909ad09c66fe18d8e641eb43f0e9b49b', '2026-11-20T21:50:00.000Z', '2026-11-20T21:50:00.000Z', 1950, 0, 324, 2274, 0, 0, 0, NULL, NULL, NULL, NULL, NULL, '{"method":"manual","id_expiration_date":"2030-06-30"}', '[]', NULL, NULL, NULL);


--
-- Data for Name: package_items; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.package_items VALUES ('165f07d8-858e-4353-8cb8-2ff90c9663bf', 'f28614cd-da5a-4623-ab2f-aaf28fa7d583', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 0);
INSERT INTO public.package_items VALUES ('14179a26-f8a9-43d6-a612-e204bc624ef3', 'a3914920-b9f9-45e5-b4d1-1401957a664d', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 0);
INSERT INTO public.package_items VALUES ('14179a26-f8a9-43d6-a612-e204bc624ef3', '04c5766d-2e99-4e13-8f6c-a368082c113e', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 1);
INSERT INTO public.package_items VALUES ('db5663a3-eafa-413b-979b-1adcbe5f8978', '0c993364-e7d2-450d-8a83-f5b967864bc2', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 0);
INSERT INTO public.package_items VALUES ('444086ad-bce1-4115-925f-4bb4a5d5e43c', '3436c58e-02fe-4b58-a38a-3d2629a3db9d', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 0);
INSERT INTO public.package_items VALUES ('45ca72d2-b92d-4472-9afa-4c87b7b451af', 'c76e315d-7176-4de8-a59c-5a0d7d9881ad', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 0);
INSERT INTO public.package_items VALUES ('45ca72d2-b92d-4472-9afa-4c87b7b451af', '96b74d6f-fa6c-405a-9ba5-fae909c6def6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 1);
INSERT INTO public.package_items VALUES ('f92fa3c2-3970-4ccb-a29b-48cada720b15', 'e3f078a4-c3ac-48ec-96b1-7ac480d290ea', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 0);
INSERT INTO public.package_items VALUES ('f92fa3c2-3970-4ccb-a29b-48cada720b15', '86f71e3c-b92b-4d66-a43e-b1d9898e01c7', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 1);
INSERT INTO public.package_items VALUES ('84c026f9-cb17-45f4-b088-7de5dbcfa8d3', 'e0141fc0-1a7a-45a3-9386-9a15d979c478', '8bb79956-f265-419b-a1a7-02578849d1cc', 0);
INSERT INTO public.package_items VALUES ('8c034f09-2d18-43a0-bb33-3128cf881d6e', '54f1392f-bb56-4349-949f-a2ff326a19ca', '8bb79956-f265-419b-a1a7-02578849d1cc', 0);
INSERT INTO public.package_items VALUES ('8c034f09-2d18-43a0-bb33-3128cf881d6e', '5c5e3d6e-62bd-48f9-9243-193a00149bba', '8bb79956-f265-419b-a1a7-02578849d1cc', 1);
INSERT INTO public.package_items VALUES ('3d05bf1d-75db-4fd2-92e7-1c2341c5d04f', 'bb021bbc-642d-41cc-bfb1-695ad4fe0f4f', '8bb79956-f265-419b-a1a7-02578849d1cc', 0);


--
-- Data for Name: packages; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.packages VALUES ('165f07d8-858e-4353-8cb8-2ff90c9663bf', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 0, 'LOT-0B4174', NULL, NULL, 718000, 0, '2026-07-01T18:00:00.000Z');
INSERT INTO public.packages VALUES ('14179a26-f8a9-43d6-a612-e204bc624ef3', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 1, 'LOT-2C5748', 0, '2026-09-12T17:30:00.000Z', 225000, 0, '2026-07-01T18:00:00.000Z');
INSERT INTO public.packages VALUES ('db5663a3-eafa-413b-979b-1adcbe5f8978', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 0, 'LOT-E0C9F0', NULL, NULL, 25000, 0, '2026-07-01T18:00:00.000Z');
INSERT INTO public.packages VALUES ('444086ad-bce1-4115-925f-4bb4a5d5e43c', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 0, 'LOT-B59352', NULL, NULL, 666000, 0, '2026-07-01T18:00:00.000Z');
INSERT INTO public.packages VALUES ('45ca72d2-b92d-4472-9afa-4c87b7b451af', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 1, 'LOT-445F62', 0, '2026-09-12T17:30:00.000Z', 762000, 0, '2026-07-01T18:00:00.000Z');
INSERT INTO public.packages VALUES ('f92fa3c2-3970-4ccb-a29b-48cada720b15', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 0, 'LOT-F98702', NULL, NULL, 70000, 0, '2026-07-01T18:00:00.000Z');
INSERT INTO public.packages VALUES ('84c026f9-cb17-45f4-b088-7de5dbcfa8d3', '8bb79956-f265-419b-a1a7-02578849d1cc', 0, 'LOT-32C991', NULL, NULL, 885500, 0, '2026-07-01T18:00:00.000Z');
INSERT INTO public.packages VALUES ('8c034f09-2d18-43a0-bb33-3128cf881d6e', '8bb79956-f265-419b-a1a7-02578849d1cc', 1, 'LOT-718337', 0, '2026-09-12T17:30:00.000Z', 72000, 0, '2026-07-01T18:00:00.000Z');
INSERT INTO public.packages VALUES ('3d05bf1d-75db-4fd2-92e7-1c2341c5d04f', '8bb79956-f265-419b-a1a7-02578849d1cc', 0, 'LOT-56EF8E', NULL, NULL, 56000, 0, '2026-07-01T18:00:00.000Z');


--
-- Data for Name: patients; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.patients VALUES ('8ea0f1d9-894d-4689-9fd9-dc75123168be', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Ada', 'Becker', 'ada.becker.0@patients.example.com', '(971) 555-3000', 'OMMP-E17E2D21', '1993-07-11', 'OR4918766', 'OR', '97214', '2031-11-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-06-28', 'CG-59BC80', 'Rosa', 'Kowalski', 1191, NULL, NULL, '2022-09-12', 3, 'Dr. Victor Ames', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('ffe839e0-057a-4ae5-aa67-8c5a2565f0c3', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Dmitri', 'Hale', 'dmitri.hale.1@patients.example.com', '(971) 555-3023', 'OMMP-93E28C81', '2003-05-12', 'OR8717395', 'OR', '97209', '2029-05-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2024-12-28', NULL, NULL, NULL, 71, NULL, NULL, '2022-03-21', 0, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('0eb4814f-1576-4a91-a1d2-50b7b7b4c161', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Gloria', 'Pryce', 'gloria.pryce.2@patients.example.com', '(971) 555-3046', 'OMMP-318E2F0D', '1991-01-05', 'OR2552184', 'OR', '97213', '2026-08-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-05-28', NULL, NULL, NULL, 1165, NULL, NULL, '2022-06-28', 1, 'Dr. Victor Ames', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('597f11b0-ba60-4b95-9dd1-bd901ac68f9e', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Leon', 'Hale', 'leon.hale.3@patients.example.com', '(971) 555-3069', 'OMMP-6D47769B', '1956-12-03', 'OR3180643', 'OR', '97213', '2031-04-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-06-28', NULL, NULL, NULL, 1031, NULL, NULL, '2024-04-08', 4, 'Dr. Victor Ames', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('cb141059-62b7-4b26-b38c-d8a2b4e41c55', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Mabel', 'Mbeki', NULL, '(971) 555-3092', 'OMMP-722AC0A5', '1987-04-10', 'OR2329694', 'OR', '97214', '2030-05-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-07-28', NULL, NULL, NULL, 156, NULL, NULL, '2026-02-01', 6, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('43bc2a17-9575-430a-ad5f-89c482343b2d', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Silas', 'Fontaine', 'silas.fontaine.5@patients.example.com', '(971) 555-3115', 'OMMP-87DE4CEA', '1985-05-21', 'OR3089809', 'OR', '97202', '2028-08-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2025-12-28', NULL, NULL, NULL, 352, NULL, NULL, '2021-08-21', 1, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('51233cae-f2ac-4565-86de-a0a6695514ce', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Ada', 'Kowalski', 'ada.kowalski.6@patients.example.com', '(971) 555-3138', 'OMMP-06558C2C', '1993-07-07', 'OR7257256', 'OR', '97214', '2030-08-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-06-28', 'CG-01C567', 'Umar', 'Pryce', 549, NULL, NULL, '2022-02-06', 1, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('286d02df-bbcf-4fa2-819d-5589af255ebb', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Bruno', 'Castillo', 'bruno.castillo.7@patients.example.com', '(971) 555-3161', 'OMMP-8053A70A', '1993-01-10', 'OR7521213', 'OR', '97213', '2030-01-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-03-28', NULL, NULL, NULL, 1186, NULL, NULL, '2021-07-28', 3, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('bb345b84-bcf5-4a6b-a778-b5cc4c3b14ff', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Felix', 'Kowalski', 'felix.kowalski.8@patients.example.com', '(971) 555-3184', 'OMMP-95A11D06', '1981-02-05', 'OR9573891', 'OR', '97202', '2031-12-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-09-28', NULL, NULL, NULL, 1008, NULL, NULL, '2021-06-01', 4, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('cdd137fb-e25e-4ad1-a253-04bc0879337b', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Hector', 'Abbott', NULL, '(971) 555-3207', 'OMMP-151CABCC', '1990-03-23', 'OR6396054', 'OR', '97213', '2029-06-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2024-12-28', NULL, NULL, NULL, 914, NULL, NULL, '2024-06-10', 4, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('d4399def-c8a0-42a3-bb05-45b23225b72f', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Leon', 'Hale', 'leon.hale.10@patients.example.com', '(971) 555-3230', 'OMMP-B1800473', '1966-04-26', 'OR6005523', 'OR', '97213', '2027-01-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-02-28', NULL, NULL, NULL, 435, NULL, NULL, '2026-08-04', 4, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('d273240a-2696-4fdc-bfc4-bb90fc2595cc', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Pavel', 'Novak', 'pavel.novak.11@patients.example.com', '(971) 555-3253', 'OMMP-5FFF74D4', '1990-10-11', 'OR3450775', 'OR', '97202', '2028-03-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-02-28', NULL, NULL, NULL, 239, NULL, NULL, '2021-04-27', 2, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('d13ea9ff-5e3d-4c37-b9b3-537dda71fbeb', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Silas', 'Fontaine', 'silas.fontaine.12@patients.example.com', '(971) 555-3276', 'OMMP-C53EFD25', '1957-09-10', 'OR4020434', 'OR', '97202', '2026-08-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-12-28', 'CG-763B6D', 'Dmitri', 'Pryce', 96, NULL, NULL, '2022-07-14', 2, 'Dr. Victor Ames', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('898468c1-c7f1-43e9-b871-6a044a9bd767', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Umar', 'Novak', 'umar.novak.13@patients.example.com', '(971) 555-3299', 'OMMP-2A297765', '1983-06-06', 'OR1749411', 'OR', '97202', '2031-02-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2025-02-28', NULL, NULL, NULL, 291, NULL, NULL, '2022-05-27', 3, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('937cd617-afce-4844-8ae3-bdcd3507ee54', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Dmitri', 'Castillo', NULL, '(971) 555-3322', 'OMMP-D201AE2E', '1980-09-26', 'OR2510789', 'OR', '97202', '2026-04-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-12-28', NULL, NULL, NULL, 794, NULL, NULL, '2026-05-01', 3, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('59b7b4a1-a0a3-4526-ad92-8b0a3a201da3', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Hector', 'Jensen', 'hector.jensen.15@patients.example.com', '(971) 555-3345', 'OMMP-9BBA7A70', '1965-07-07', 'OR5057389', 'OR', '97202', '2029-11-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-11-28', NULL, NULL, NULL, 71, NULL, NULL, '2024-06-16', 2, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('869829a0-b4a3-47bb-bcd0-a166d9537cbb', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Ines', 'Abbott', 'ines.abbott.16@patients.example.com', '(971) 555-3368', 'OMMP-1B5A8182', '1952-07-22', 'OR1336627', 'OR', '97214', '2027-02-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-02-28', NULL, NULL, NULL, 895, NULL, NULL, '2021-05-08', 2, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('5e3626e9-cc97-4c39-a819-27e1638f1ef3', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Nico', 'Hale', 'nico.hale.17@patients.example.com', '(971) 555-3391', 'OMMP-388890DA', '1990-12-23', 'OR8960045', 'OR', '97213', '2027-02-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2025-04-28', NULL, NULL, NULL, 1113, NULL, NULL, '2023-04-13', 0, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('9254f329-1fa8-42bc-ac70-421c75105ab0', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Pavel', 'Ortega', 'pavel.ortega.18@patients.example.com', '(971) 555-3414', 'OMMP-10EF5D50', '1973-03-15', 'OR2985603', 'OR', '97209', '2026-09-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-08-28', 'CG-BE6E2B', 'Silas', 'Hale', 406, NULL, NULL, '2024-04-09', 2, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('e23cf0b3-4941-4768-94d1-7966db2356e7', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Umar', 'Hale', NULL, '(971) 555-3437', 'OMMP-4EFE96C1', '1957-04-26', 'OR2793309', 'OR', '97213', '2029-04-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-03-28', NULL, NULL, NULL, 1156, NULL, NULL, '2026-05-09', 3, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('b4f00fb5-cceb-435d-afeb-414476e896e1', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Celia', 'Novak', 'celia.novak.20@patients.example.com', '(971) 555-3460', 'OMMP-E04D8B10', '1975-08-27', 'OR1957504', 'OR', '97202', '2029-12-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-03-28', NULL, NULL, NULL, 835, NULL, NULL, '2022-07-14', 3, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('60c3ff6c-bd64-464b-83cf-f402dd5ac49b', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Felix', 'Fontaine', 'felix.fontaine.21@patients.example.com', '(971) 555-3483', 'OMMP-A6E36726', '1950-06-22', 'OR7222828', 'OR', '97202', '2030-05-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2025-10-28', NULL, NULL, NULL, 589, NULL, NULL, '2025-05-24', 1, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('c640467a-3027-4acd-8392-bacf930b6a29', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Ines', 'Lindqvist', 'ines.lindqvist.22@patients.example.com', '(971) 555-3506', 'OMMP-46647DDA', '2000-02-24', 'OR6525317', 'OR', '97214', '2026-12-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-09-28', NULL, NULL, NULL, 533, NULL, NULL, '2025-06-22', 0, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('8dc17c08-47a3-4a57-8654-37628e1975a9', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Keiko', 'Castillo', 'keiko.castillo.23@patients.example.com', '(971) 555-3529', 'OMMP-800D645A', '1958-01-05', 'OR2857285', 'OR', '97209', '2029-09-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-06-28', NULL, NULL, NULL, 89, NULL, NULL, '2026-02-19', 6, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('0ced52c8-b811-481b-a971-1ebdc80836c5', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Iris', 'Calloway', 'iris.calloway@counter.example.com', NULL, 'OMMP-85B10C0B', '1971-02-20', 'OR6411307', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2029-11-01', NULL, NULL, NULL, 0, NULL, NULL, '2025-01-15', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('bd8a3012-17db-43bd-8352-e9329515fd1f', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Ned', 'Farrow', 'ned.farrow@counter.example.com', NULL, 'OMMP-457E6B97', '1983-11-05', 'OR4047887', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2025-11-01', NULL, NULL, NULL, 0, NULL, NULL, '2025-01-15', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('117ab909-3fe5-4811-a102-7342d7988960', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Zoe', 'Lark', 'zoe.lark@counter.example.com', NULL, 'OMMP-D8862A74', '2010-11-01', 'OR7565446', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2029-11-01', 'CG-4F2A19', 'Ruth', 'Lark', 0, NULL, NULL, '2025-01-15', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('9d9f9398-535c-4c58-b54e-eeec98e0d875', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Bruno', 'Becker', 'bruno.becker.0@patients.example.com', '(971) 555-3000', 'OMMP-054C045C', '1987-06-01', 'OR6623277', 'OR', '97213', '2028-03-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-07-28', 'CG-E3CBC1', 'Tova', 'Ivanova', 1078, 3000, 1, '2025-09-19', 5, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('7e9f6fef-6699-4519-bb19-a96b12087511', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Felix', 'Ivanova', 'felix.ivanova.1@patients.example.com', '(971) 555-3023', 'OMMP-EB16DDB4', '1974-03-15', 'OR8424639', 'OR', '97213', '2028-12-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2024-07-28', NULL, NULL, NULL, 42, 3000, 1, '2025-04-24', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('171370c8-df8a-4164-a1e0-f0d12b8a8661', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Ines', 'Ortega', 'ines.ortega.2@patients.example.com', '(971) 555-3046', 'OMMP-DFB2FE48', '1959-11-23', 'OR6497846', 'OR', '97214', '2030-07-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-08-28', NULL, NULL, NULL, 1176, 3000, 1, '2025-09-28', 4, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('647565e8-4fb3-4cff-adcd-9839c4218d34', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Leon', 'Fontaine', 'leon.fontaine.3@patients.example.com', '(971) 555-3069', 'OMMP-E1A09444', '1966-05-09', 'OR5785104', 'OR', '97202', '2030-01-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-11-28', NULL, NULL, NULL, 172, 3000, 1, '2021-07-19', 4, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('23392dd0-ad6b-4e39-92dd-165f9f3e724f', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Opal', 'Novak', NULL, '(971) 555-3092', 'OMMP-CBBBCBC6', '1953-09-05', 'OR8998638', 'OR', '97214', '2030-06-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-04-28', NULL, NULL, NULL, 333, 3000, 1, '2022-04-05', 3, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('c4ffec3f-0a41-4442-b395-ea7217fc9000', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Rosa', 'Dubois', 'rosa.dubois.5@patients.example.com', '(971) 555-3115', 'OMMP-0898A925', '1995-12-20', 'OR1960262', 'OR', '97214', '2030-06-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2024-06-28', NULL, NULL, NULL, 409, 3000, 1, '2024-07-14', 0, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('8225bdf2-5a2c-4d53-bdab-cad52ba0ffc1', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Umar', 'Kowalski', 'umar.kowalski.6@patients.example.com', '(971) 555-3138', 'OMMP-5217CAD7', '1957-07-08', 'OR9896886', 'OR', '97209', '2028-11-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-09-28', 'CG-4E4316', 'Ines', 'Dubois', 1117, 3000, 1, '2026-05-17', 1, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('754d39e0-aaa2-494b-ad1c-d7c501fda7ab', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Celia', 'Becker', 'celia.becker.7@patients.example.com', '(971) 555-3161', 'OMMP-D215524D', '1990-08-23', 'OR4017129', 'OR', '97202', '2031-04-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-04-28', NULL, NULL, NULL, 83, 3000, 1, '2021-02-21', 5, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('da8cc770-2ca1-4d77-9e08-1ff7d457aa8e', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Gloria', 'Ivanova', 'gloria.ivanova.8@patients.example.com', '(971) 555-3184', 'OMMP-F6AE680C', '1975-05-21', 'OR4803777', 'OR', '97209', '2031-09-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-04-28', NULL, NULL, NULL, 492, 3000, 1, '2021-09-03', 4, 'Dr. Victor Ames', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('036d8688-8303-4d74-a04e-e1d8ef82c5ba', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Hector', 'Pryce', NULL, '(971) 555-3207', 'OMMP-600F5DA7', '1954-05-10', 'OR3073044', 'OR', '97209', '2028-07-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2024-12-28', NULL, NULL, NULL, 1136, 3000, 1, '2022-06-13', 1, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('40261ecd-843e-42fa-b362-ffd6f03ce9a7', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Leon', 'Hale', 'leon.hale.10@patients.example.com', '(971) 555-3230', 'OMMP-B0FD5009', '1991-11-21', 'OR9803897', 'OR', '97213', '2030-08-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-10-28', NULL, NULL, NULL, 1165, 3000, 1, '2021-08-09', 6, 'Dr. Victor Ames', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('ac6904ff-9ef2-42df-b6f8-9b66b0d260ce', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Nico', 'Ortega', 'nico.ortega.11@patients.example.com', '(971) 555-3253', 'OMMP-6E625469', '1996-07-14', 'OR5665640', 'OR', '97213', '2030-12-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-08-28', NULL, NULL, NULL, 917, 3000, 1, '2022-02-02', 6, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('e6278b1e-9f2e-4cde-ab06-0c0007428f54', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Silas', 'Gallagher', 'silas.gallagher.12@patients.example.com', '(971) 555-3276', 'OMMP-AD6CB0BA', '1980-06-24', 'OR3097494', 'OR', '97213', '2026-05-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-08-28', 'CG-E48DE8', 'Nico', 'Jensen', 943, 3000, 1, '2026-04-23', 0, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('c5d44952-af2a-4df6-b7f9-d8d0e8d8e9d5', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Ada', 'Novak', 'ada.novak.13@patients.example.com', '(971) 555-3299', 'OMMP-D685CAC7', '1958-08-19', 'OR1383117', 'OR', '97214', '2030-05-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2024-10-28', NULL, NULL, NULL, 749, 3000, 1, '2026-06-18', 5, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('9cef4d80-2029-4094-aeb6-d8475a0858bf', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Celia', 'Eriksen', NULL, '(971) 555-3322', 'OMMP-19F5AE8F', '1989-11-17', 'OR6027236', 'OR', '97214', '2026-11-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-01-28', NULL, NULL, NULL, 568, 3000, 1, '2024-06-16', 6, 'Dr. Victor Ames', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('c1d23ee0-cc6e-47e1-b7c1-f790acd1e0f6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Hector', 'Kowalski', 'hector.kowalski.15@patients.example.com', '(971) 555-3345', 'OMMP-254AA54C', '1972-03-26', 'OR9094398', 'OR', '97209', '2029-07-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-04-28', NULL, NULL, NULL, 77, 3000, 1, '2023-03-22', 1, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('becf0362-aa4d-45ff-9441-fe19e6283014', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Keiko', 'Castillo', 'keiko.castillo.16@patients.example.com', '(971) 555-3368', 'OMMP-45E9B674', '1977-07-18', 'OR2706321', 'OR', '97202', '2031-10-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-05-28', NULL, NULL, NULL, 1152, 3000, 1, '2022-06-23', 3, 'Dr. Victor Ames', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('98b75568-0b5b-4edc-9a2d-a0376d9dd0d1', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Mabel', 'Ivanova', 'mabel.ivanova.17@patients.example.com', '(971) 555-3391', 'OMMP-DCB49432', '1950-02-25', 'OR4126168', 'OR', '97202', '2027-09-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2025-07-28', NULL, NULL, NULL, 273, 3000, 1, '2026-01-05', 1, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('d7cb386b-5f6e-40e5-8525-c8f8d97fca49', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Opal', 'Abbott', 'opal.abbott.18@patients.example.com', '(971) 555-3414', 'OMMP-9C21AEC5', '1956-06-16', 'OR9492431', 'OR', '97213', '2030-10-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-11-28', 'CG-F97C51', 'Bruno', 'Hale', 113, 3000, 1, '2024-09-11', 3, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('b29e1cef-deaf-4079-9307-5db882ed38c5', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Tova', 'Fontaine', NULL, '(971) 555-3437', 'OMMP-6573272A', '1952-03-02', 'OR5495909', 'OR', '97213', '2027-01-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-06-28', NULL, NULL, NULL, 1032, 3000, 1, '2026-02-23', 3, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('21c33eed-566a-4512-8625-1fa4f9a01bd0', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Celia', 'Novak', 'celia.novak.20@patients.example.com', '(971) 555-3460', 'OMMP-C986A2AD', '1952-09-09', 'OR3242277', 'OR', '97209', '2030-03-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-03-28', NULL, NULL, NULL, 1053, 3000, 1, '2021-03-08', 6, 'Dr. Victor Ames', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('49b03f55-2d69-49be-b907-31a3e2a02e75', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Felix', 'Dubois', 'felix.dubois.21@patients.example.com', '(971) 555-3483', 'OMMP-E6D98B85', '1968-08-14', 'OR9536318', 'OR', '97209', '2028-07-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2024-07-28', NULL, NULL, NULL, 149, 3000, 1, '2021-05-22', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('4a9ad9c6-d8cd-4136-9278-2c39fe7e220d', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Gloria', 'Lindqvist', 'gloria.lindqvist.22@patients.example.com', '(971) 555-3506', 'OMMP-4FC0F216', '1961-09-19', 'OR5090266', 'OR', '97209', '2026-01-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-08-28', NULL, NULL, NULL, 1035, 3000, 1, '2025-07-04', 4, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('95ac4934-ccdd-4bad-806e-b8854266ac2a', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Keiko', 'Becker', 'keiko.becker.23@patients.example.com', '(971) 555-3529', 'OMMP-AFE30877', '1997-05-21', 'OR9323987', 'OR', '97213', '2027-10-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-01-28', NULL, NULL, NULL, 402, 3000, 1, '2026-01-06', 3, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('7a6341ed-d388-43a2-9de4-a850c36de2ae', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Iris', 'Calloway', 'iris.calloway@counter.example.com', NULL, 'OMMP-0A7DD3B9', '1971-02-20', 'OR4092183', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2029-11-01', NULL, NULL, NULL, 0, 3000, 1, '2025-01-15', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('27dc0a14-da29-4ba4-8be9-0cb038bb0797', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Ned', 'Farrow', 'ned.farrow@counter.example.com', NULL, 'OMMP-5F4FD0F1', '1983-11-05', 'OR3645716', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2025-11-01', NULL, NULL, NULL, 0, 3000, 1, '2025-01-15', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('dc4eb36d-a048-4e04-83cc-5bdc9f4818b7', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'b399f700-19f5-49db-93af-c4e859e1b766', 'Zoe', 'Lark', 'zoe.lark@counter.example.com', NULL, 'OMMP-1FB72340', '2010-11-01', 'OR4079934', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2029-11-01', 'CG-4F2A19', 'Ruth', 'Lark', 0, 3000, 1, '2025-01-15', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('f41d33fd-ac6d-4e03-a08e-00e2cae36b56', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Celia', 'Becker', 'celia.becker.0@patients.example.com', '(971) 555-3000', 'OMMP-8E49522B', '1984-09-23', 'OR9563321', 'OR', '97202', '2030-08-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-02-28', 'CG-A8EA4D', 'Nico', 'Ortega', 443, NULL, NULL, '2022-08-20', 6, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('98dde460-187c-4b9f-92f8-6faf449dc2cd', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Esme', 'Hale', 'esme.hale.1@patients.example.com', '(971) 555-3023', 'OMMP-DAA40192', '1971-05-24', 'OR9061624', 'OR', '97214', '2027-04-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2025-04-28', NULL, NULL, NULL, 3, NULL, NULL, '2026-06-15', 4, 'Dr. Lucy Trent', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('a2f42372-8622-4167-8471-f1a3e843db8e', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Ines', 'Pryce', 'ines.pryce.2@patients.example.com', '(971) 555-3046', 'OMMP-5C38E707', '1994-02-12', 'OR3815065', 'OR', '97202', '2030-11-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2027-06-28', NULL, NULL, NULL, 343, NULL, NULL, '2024-07-15', 3, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('66b31d5b-914a-418f-8d6d-997f47c580cb', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Jonah', 'Hale', 'jonah.hale.3@patients.example.com', '(971) 555-3069', 'OMMP-45219CBB', '1955-07-21', 'OR6816932', 'OR', '97214', '2030-03-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-06-28', NULL, NULL, NULL, 899, NULL, NULL, '2025-05-28', 0, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('0584c795-dc08-4450-9a5a-706f8237ef7b', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Opal', 'Novak', NULL, '(971) 555-3092', 'OMMP-2D32655F', '1999-10-10', 'OR5937419', 'OR', '97214', '2027-05-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2028-10-28', NULL, NULL, NULL, 639, NULL, NULL, '2022-04-25', 5, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('8605976a-9f8c-4474-a251-3e2452cdb355', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Silas', 'Dubois', 'silas.dubois.5@patients.example.com', '(971) 555-3115', 'OMMP-FFA1709B', '1999-09-22', 'OR4754603', 'OR', '97213', '2031-10-15', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2025-11-28', NULL, NULL, NULL, 173, NULL, NULL, '2024-02-05', 6, 'Dr. Omar Haddad', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('108f2a84-d019-41a0-8448-01cfecc0fb5a', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Iris', 'Calloway', 'iris.calloway@counter.example.com', NULL, 'OMMP-C953956F', '1971-02-20', 'OR7633443', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2029-11-01', NULL, NULL, NULL, 0, NULL, NULL, '2025-01-15', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('aeb2d4bd-f1fc-4328-98ce-d01d8d50eeed', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Ned', 'Farrow', 'ned.farrow@counter.example.com', NULL, 'OMMP-E809F1A7', '1983-11-05', 'OR4839979', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2025-11-01', NULL, NULL, NULL, 0, NULL, NULL, '2025-01-15', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);
INSERT INTO public.patients VALUES ('7ed780a4-10c7-40bc-89d4-ade41d2a2f07', '8bb79956-f265-419b-a1a7-02578849d1cc', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'Zoe', 'Lark', 'zoe.lark@counter.example.com', NULL, 'OMMP-E02A53C1', '2010-11-01', 'OR5164716', 'OR', '97214', '2029-11-01', '2026-07-01T18:00:00.000Z', '2026-07-01T18:00:00.000Z', '2029-11-01', 'CG-4F2A19', 'Ruth', 'Lark', 0, NULL, NULL, '2025-01-15', 0, 'Dr. Helen Marsh', NULL, NULL, NULL);


--
-- Data for Name: payment_methods; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.payment_methods VALUES ('46109997-3b4b-4c93-954e-410fcebc6638', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Cash', 0, 1);
INSERT INTO public.payment_methods VALUES ('0379b1e9-b4c1-4787-b41c-2591f1cc6e52', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Debit', 1, 1);
INSERT INTO public.payment_methods VALUES ('a1ce559a-6829-4fbf-ad2d-1907db8011bf', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Credit', 4, 1);
INSERT INTO public.payment_methods VALUES ('19f7b7c0-9281-4e0b-8b11-ab0436201e3a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Gift Card', 3, 1);
INSERT INTO public.payment_methods VALUES ('1b5ada94-45ec-4579-9bd2-ae7645d28148', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Cashless ATM', 2, 1);
INSERT INTO public.payment_methods VALUES ('090605b2-ab90-464c-a24c-b59f10ed3d8b', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Cash', 0, 1);
INSERT INTO public.payment_methods VALUES ('0876d789-bf71-4d55-bdd8-da836b9431e6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Debit', 1, 1);
INSERT INTO public.payment_methods VALUES ('ecbde1b4-3906-4c62-b6da-a550a523b410', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Credit', 4, 1);
INSERT INTO public.payment_methods VALUES ('9d6c7b14-5b5a-4f48-b031-c39f1fcf28b3', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Gift Card', 3, 1);
INSERT INTO public.payment_methods VALUES ('b8d83378-dbea-4a87-9e4d-ac3b91daed95', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Cashless ATM', 2, 1);
INSERT INTO public.payment_methods VALUES ('6eb1d4a7-be97-42d3-a1d6-a96c41316ede', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Cash', 0, 1);
INSERT INTO public.payment_methods VALUES ('c83b4032-f82e-4b99-a55b-e5ab1a66ba49', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Debit', 1, 1);
INSERT INTO public.payment_methods VALUES ('e7e8314e-6404-49ae-9a6a-09e379419c43', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Credit', 4, 1);
INSERT INTO public.payment_methods VALUES ('545e90b3-97d0-43cd-aa33-99a0e31fae79', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Gift Card', 3, 1);
INSERT INTO public.payment_methods VALUES ('d7bdc109-e53a-4635-b0ac-ca697900a186', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Cashless ATM', 2, 1);


--
-- Data for Name: payments; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.payments VALUES ('0081593d-fda3-4cf3-99f5-9d8df2cb75f5', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '3e3019f4-08ff-4957-802d-dc8c8c46b8ef', 0, '46109997-3b4b-4c93-954e-410fcebc6638', 0, 3193);
INSERT INTO public.payments VALUES ('46242664-d7f9-417b-8b76-e0ddfaf06098', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'd0662968-0c6d-48ef-995d-ff864be5c0ec', 0, 'a1ce559a-6829-4fbf-ad2d-1907db8011bf', 4, 12709);
INSERT INTO public.payments VALUES ('40a02040-4554-4d6a-86cc-a8c7594904d3', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'e5b4ef89-e243-480d-b4dc-3571da3485fe', 0, 'a1ce559a-6829-4fbf-ad2d-1907db8011bf', 4, 3193);
INSERT INTO public.payments VALUES ('2155fdd0-4a91-46b1-940c-b46a2ac852b9', 'a77d30a7-129a-4b89-aa8b-8156265c9737', '337ce924-b93b-4b83-ba87-4a598499c8bf', 0, 'a1ce559a-6829-4fbf-ad2d-1907db8011bf', 4, 6385);
INSERT INTO public.payments VALUES ('c56bf965-619f-4f59-a2c8-71a1fe123c1e', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'c948aee7-4e1b-4ab8-9bf9-70ec536d9b4f', 0, 'a1ce559a-6829-4fbf-ad2d-1907db8011bf', 4, 3193);
INSERT INTO public.payments VALUES ('f3fbf55b-b342-45f5-b423-77792990d5bb', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '3421b41f-3f22-44bf-8fda-0b0350d5ea68', 0, '090605b2-ab90-464c-a24c-b59f10ed3d8b', 0, 5450);
INSERT INTO public.payments VALUES ('8e65ad03-55bb-43cc-83b7-8a730e473841', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '802293ec-a0ea-466c-8316-314e00cfa986', 0, 'ecbde1b4-3906-4c62-b6da-a550a523b410', 4, 2264);
INSERT INTO public.payments VALUES ('0ad822c7-6d9b-4a3d-a3cb-560bd57f9c42', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '212a60b9-d78a-4846-beda-4b2c114a07c1', 0, 'ecbde1b4-3906-4c62-b6da-a550a523b410', 4, 5450);
INSERT INTO public.payments VALUES ('4ac75323-6600-476d-a257-92715d19ad8d', '69c212c2-9ea5-448e-95c6-9a515e1de1db', '1d8341a0-2c19-4408-82db-d7507128d547', 0, 'ecbde1b4-3906-4c62-b6da-a550a523b410', 4, 2264);
INSERT INTO public.payments VALUES ('eca37ee5-cda9-43cc-b086-f2892fc56743', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'aae51c6d-5455-4501-8b7c-c701ab72655b', 0, '0876d789-bf71-4d55-bdd8-da836b9431e6', 1, 4905);
INSERT INTO public.payments VALUES ('c946e1cb-7d27-4eec-be4f-22c4e76bcc8a', '8bb79956-f265-419b-a1a7-02578849d1cc', 'ae761a0c-d98a-4629-a45e-7abb4060cb64', 0, 'c83b4032-f82e-4b99-a55b-e5ab1a66ba49', 1, 3979);
INSERT INTO public.payments VALUES ('ce88cdf8-c1ab-4516-8e56-98bbcec074bc', '8bb79956-f265-419b-a1a7-02578849d1cc', '4b133ea6-a4bd-49a8-b6bf-2ee5667b62e2', 0, 'e7e8314e-6404-49ae-9a6a-09e379419c43', 4, 6253);
INSERT INTO public.payments VALUES ('7dbab685-1fe0-4fc2-a675-cbdb6a45b171', '8bb79956-f265-419b-a1a7-02578849d1cc', '252fa512-0045-4004-b4cd-e8e7a1637ae0', 0, 'e7e8314e-6404-49ae-9a6a-09e379419c43', 4, 6253);
INSERT INTO public.payments VALUES ('c75178ac-2539-47b2-a87b-0340d9d0860d', '8bb79956-f265-419b-a1a7-02578849d1cc', '0d47c219-ff72-4f84-9ab4-32f8319c9425', 0, '6eb1d4a7-be97-42d3-a1d6-a96c41316ede', 0, 1137);
INSERT INTO public.payments VALUES ('a5629775-cf19-40d8-8649-18a4490674bd', '8bb79956-f265-419b-a1a7-02578849d1cc', 'c4e61a31-c6b2-4685-b04f-eb5584a25af1', 0, '6eb1d4a7-be97-42d3-a1d6-a96c41316ede', 0, 2274);


--
-- Data for Name: person_group_members; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.person_group_members VALUES ('Patient', 'cdd137fb-e25e-4ad1-a253-04bc0879337b', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '869829a0-b4a3-47bb-bcd0-a166d9537cbb', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '8ea0f1d9-894d-4689-9fd9-dc75123168be', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '0ced52c8-b811-481b-a971-1ebdc80836c5', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '286d02df-bbcf-4fa2-819d-5589af255ebb', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '937cd617-afce-4844-8ae3-bdcd3507ee54', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '8dc17c08-47a3-4a57-8654-37628e1975a9', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'bd8a3012-17db-43bd-8352-e9329515fd1f', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '60c3ff6c-bd64-464b-83cf-f402dd5ac49b', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '43bc2a17-9575-430a-ad5f-89c482343b2d', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'd13ea9ff-5e3d-4c37-b9b3-537dda71fbeb', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'ffe839e0-057a-4ae5-aa67-8c5a2565f0c3', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '597f11b0-ba60-4b95-9dd1-bd901ac68f9e', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'd4399def-c8a0-42a3-bb05-45b23225b72f', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '5e3626e9-cc97-4c39-a819-27e1638f1ef3', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'e23cf0b3-4941-4768-94d1-7966db2356e7', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '59b7b4a1-a0a3-4526-ad92-8b0a3a201da3', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '51233cae-f2ac-4565-86de-a0a6695514ce', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'bb345b84-bcf5-4a6b-a778-b5cc4c3b14ff', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '117ab909-3fe5-4811-a102-7342d7988960', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'c640467a-3027-4acd-8392-bacf930b6a29', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'cb141059-62b7-4b26-b38c-d8a2b4e41c55', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'b4f00fb5-cceb-435d-afeb-414476e896e1', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'd273240a-2696-4fdc-bfc4-bb90fc2595cc', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '898468c1-c7f1-43e9-b871-6a044a9bd767', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '9254f329-1fa8-42bc-ac70-421c75105ab0', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', '0eb4814f-1576-4a91-a1d2-50b7b7b4c161', '5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Customer', '950850ee-5bbd-4812-8e62-012f90e771f9', 'e2a01362-38e9-4c57-b747-de3cc17e9c8a', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_members VALUES ('Patient', 'd7cb386b-5f6e-40e5-8525-c8f8d97fca49', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '9d9f9398-535c-4c58-b54e-eeec98e0d875', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '754d39e0-aaa2-494b-ad1c-d7c501fda7ab', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '95ac4934-ccdd-4bad-806e-b8854266ac2a', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '7a6341ed-d388-43a2-9de4-a850c36de2ae', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', 'becf0362-aa4d-45ff-9441-fe19e6283014', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '49b03f55-2d69-49be-b907-31a3e2a02e75', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', 'c4ffec3f-0a41-4442-b395-ea7217fc9000', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '9cef4d80-2029-4094-aeb6-d8475a0858bf', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '27dc0a14-da29-4ba4-8be9-0cb038bb0797', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '647565e8-4fb3-4cff-adcd-9839c4218d34', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', 'b29e1cef-deaf-4079-9307-5db882ed38c5', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', 'e6278b1e-9f2e-4cde-ab06-0c0007428f54', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '40261ecd-843e-42fa-b362-ffd6f03ce9a7', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '7e9f6fef-6699-4519-bb19-a96b12087511', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', 'da8cc770-2ca1-4d77-9e08-1ff7d457aa8e', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '98b75568-0b5b-4edc-9a2d-a0376d9dd0d1', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', 'c1d23ee0-cc6e-47e1-b7c1-f790acd1e0f6', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '8225bdf2-5a2c-4d53-bdab-cad52ba0ffc1', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', 'dc4eb36d-a048-4e04-83cc-5bdc9f4818b7', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '4a9ad9c6-d8cd-4136-9278-2c39fe7e220d', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', 'c5d44952-af2a-4df6-b7f9-d8d0e8d8e9d5', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '21c33eed-566a-4512-8625-1fa4f9a01bd0', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '23392dd0-ad6b-4e39-92dd-165f9f3e724f', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '171370c8-df8a-4164-a1e0-f0d12b8a8661', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', 'ac6904ff-9ef2-42df-b6f8-9b66b0d260ce', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', '036d8688-8303-4d74-a04e-e1d8ef82c5ba', '41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Customer', 'b43fd574-a2ff-4883-a813-ca3aa60e47af', '4dd73d6d-3f41-458f-ad8a-a16981394f82', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_members VALUES ('Patient', 'f41d33fd-ac6d-4e03-a08e-00e2cae36b56', '67bcbf6e-aa3d-4f74-a064-d641e750841f', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_members VALUES ('Patient', '108f2a84-d019-41a0-8448-01cfecc0fb5a', '67bcbf6e-aa3d-4f74-a064-d641e750841f', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_members VALUES ('Patient', '8605976a-9f8c-4474-a251-3e2452cdb355', '67bcbf6e-aa3d-4f74-a064-d641e750841f', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_members VALUES ('Patient', 'aeb2d4bd-f1fc-4328-98ce-d01d8d50eeed', '67bcbf6e-aa3d-4f74-a064-d641e750841f', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_members VALUES ('Patient', '98dde460-187c-4b9f-92f8-6faf449dc2cd', '67bcbf6e-aa3d-4f74-a064-d641e750841f', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_members VALUES ('Patient', '66b31d5b-914a-418f-8d6d-997f47c580cb', '67bcbf6e-aa3d-4f74-a064-d641e750841f', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_members VALUES ('Patient', '7ed780a4-10c7-40bc-89d4-ade41d2a2f07', '67bcbf6e-aa3d-4f74-a064-d641e750841f', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_members VALUES ('Patient', '0584c795-dc08-4450-9a5a-706f8237ef7b', '67bcbf6e-aa3d-4f74-a064-d641e750841f', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_members VALUES ('Patient', 'a2f42372-8622-4167-8471-f1a3e843db8e', '67bcbf6e-aa3d-4f74-a064-d641e750841f', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_members VALUES ('Customer', '3e1119b2-9b32-41ef-b9a2-b20904be6e6c', '68ef8705-2b5e-42f7-a991-c414d447f45c', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_members VALUES ('Customer', 'cbba2872-9650-41d3-a004-f1ea03acc157', '68ef8705-2b5e-42f7-a991-c414d447f45c', '8bb79956-f265-419b-a1a7-02578849d1cc');


--
-- Data for Name: person_group_tax_items; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.person_group_tax_items VALUES ('e2a01362-38e9-4c57-b747-de3cc17e9c8a', '8da7dc1e-133b-411f-82f9-777e55b1b554', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_tax_items VALUES ('e2a01362-38e9-4c57-b747-de3cc17e9c8a', '224175de-d709-434c-b956-0fc7f64e11ad', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.person_group_tax_items VALUES ('41dbcf67-7a3d-4d35-bcaa-c377a5218462', '01a98691-f391-42a7-ba8a-f1f799ee853a', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_tax_items VALUES ('41dbcf67-7a3d-4d35-bcaa-c377a5218462', '56466db0-8202-41f2-b0bd-dfab81904c96', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_tax_items VALUES ('4dd73d6d-3f41-458f-ad8a-a16981394f82', '01a98691-f391-42a7-ba8a-f1f799ee853a', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_tax_items VALUES ('4dd73d6d-3f41-458f-ad8a-a16981394f82', 'dc4febb4-7609-43a5-8b50-bd383e9ba926', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_tax_items VALUES ('4dd73d6d-3f41-458f-ad8a-a16981394f82', '5546aafe-bdb4-451a-850c-a7de6c4744b2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_tax_items VALUES ('4dd73d6d-3f41-458f-ad8a-a16981394f82', '56466db0-8202-41f2-b0bd-dfab81904c96', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_tax_items VALUES ('4dd73d6d-3f41-458f-ad8a-a16981394f82', '407a5275-8e96-4eca-9aaf-dcca2adf41a2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.person_group_tax_items VALUES ('67bcbf6e-aa3d-4f74-a064-d641e750841f', '1fedcd7e-25b8-4891-9fec-4c4cfe350f90', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_tax_items VALUES ('67bcbf6e-aa3d-4f74-a064-d641e750841f', '0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_tax_items VALUES ('68ef8705-2b5e-42f7-a991-c414d447f45c', 'fdfced84-0704-4d1a-8898-d317cd85886a', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_tax_items VALUES ('68ef8705-2b5e-42f7-a991-c414d447f45c', '1fedcd7e-25b8-4891-9fec-4c4cfe350f90', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.person_group_tax_items VALUES ('68ef8705-2b5e-42f7-a991-c414d447f45c', '0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc');


--
-- Data for Name: person_groups; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.person_groups VALUES ('5154170e-e01f-46aa-a8ff-f76fc042adf2', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Medical Patients', 1);
INSERT INTO public.person_groups VALUES ('e2a01362-38e9-4c57-b747-de3cc17e9c8a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Veterans', 0);
INSERT INTO public.person_groups VALUES ('41dbcf67-7a3d-4d35-bcaa-c377a5218462', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Medical Patients', 1);
INSERT INTO public.person_groups VALUES ('4dd73d6d-3f41-458f-ad8a-a16981394f82', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Veterans', 0);
INSERT INTO public.person_groups VALUES ('67bcbf6e-aa3d-4f74-a064-d641e750841f', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Medical Patients', 1);
INSERT INTO public.person_groups VALUES ('68ef8705-2b5e-42f7-a991-c414d447f45c', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Veterans', 0);


--
-- Data for Name: places; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.places VALUES ('0db0eb97-802d-4edc-8a2d-f8abb2b599ae', 1, 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Sales Floor', 'Display cases behind the counter', 0, NULL, '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.places VALUES ('de365adb-b4a4-4ca2-a64e-2d8b912e7cb8', 2, 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Back Vault', 'Locked back-stock vault', 1, NULL, '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.places VALUES ('eaf2e6f6-d066-40a5-805a-acf9f119eb9e', 3, 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Quarantine Shelf', 'Awaiting lab results', 3, NULL, '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.places VALUES ('f7e4fb73-d3a9-4bbf-be2a-0a0e91ba3fd8', 11, '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Sales Floor', 'Display cases behind the counter', 0, NULL, '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.places VALUES ('9a610e18-2121-40c1-937c-fa1d6210508a', 12, '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Back Vault', 'Locked back-stock vault', 1, NULL, '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.places VALUES ('4708bb52-ddc7-456d-be72-829a9c5977d7', 13, '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Quarantine Shelf', 'Awaiting lab results', 3, NULL, '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.places VALUES ('9a92e24f-064f-4beb-8338-f3a37083d573', 21, '8bb79956-f265-419b-a1a7-02578849d1cc', 'Sales Floor', 'Display cases behind the counter', 0, NULL, '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.places VALUES ('6691ae81-5fe4-4a5f-a443-32508ebae6e4', 22, '8bb79956-f265-419b-a1a7-02578849d1cc', 'Back Vault', 'Locked back-stock vault', 1, NULL, '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.places VALUES ('534ab702-67ae-4aab-b449-4629abcedcff', 23, '8bb79956-f265-419b-a1a7-02578849d1cc', 'Quarantine Shelf', 'Awaiting lab results', 3, NULL, '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');


--
-- Data for Name: price_changes; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: product_type_tax_items; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.product_type_tax_items VALUES ('664ca0c8-921e-447a-8b34-57e5732534e5', '8da7dc1e-133b-411f-82f9-777e55b1b554', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('664ca0c8-921e-447a-8b34-57e5732534e5', '224175de-d709-434c-b956-0fc7f64e11ad', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('aacb527f-79be-4622-8a1c-b6a931160b2a', '8da7dc1e-133b-411f-82f9-777e55b1b554', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('aacb527f-79be-4622-8a1c-b6a931160b2a', '224175de-d709-434c-b956-0fc7f64e11ad', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('75f3ac23-0ba5-4bf7-b070-a86a62493b52', '8da7dc1e-133b-411f-82f9-777e55b1b554', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('75f3ac23-0ba5-4bf7-b070-a86a62493b52', '224175de-d709-434c-b956-0fc7f64e11ad', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('5a8f00ab-ec93-4528-acdc-ece100556dad', '8da7dc1e-133b-411f-82f9-777e55b1b554', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('5a8f00ab-ec93-4528-acdc-ece100556dad', '224175de-d709-434c-b956-0fc7f64e11ad', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('671ef15e-6cb8-4bf8-82bd-65b88fc126c1', '8da7dc1e-133b-411f-82f9-777e55b1b554', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('671ef15e-6cb8-4bf8-82bd-65b88fc126c1', '224175de-d709-434c-b956-0fc7f64e11ad', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('89f14e98-5328-489b-95ce-73bfa5c8dc77', '8da7dc1e-133b-411f-82f9-777e55b1b554', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('89f14e98-5328-489b-95ce-73bfa5c8dc77', '224175de-d709-434c-b956-0fc7f64e11ad', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('38fcfab5-eade-48fd-98bd-f1c36b10d752', '8da7dc1e-133b-411f-82f9-777e55b1b554', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('38fcfab5-eade-48fd-98bd-f1c36b10d752', '224175de-d709-434c-b956-0fc7f64e11ad', 'a77d30a7-129a-4b89-aa8b-8156265c9737');
INSERT INTO public.product_type_tax_items VALUES ('a6588116-59c0-4dcc-bbc1-fb0d7e5d10e2', '5546aafe-bdb4-451a-850c-a7de6c4744b2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('a6588116-59c0-4dcc-bbc1-fb0d7e5d10e2', '407a5275-8e96-4eca-9aaf-dcca2adf41a2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('a6588116-59c0-4dcc-bbc1-fb0d7e5d10e2', 'dc4febb4-7609-43a5-8b50-bd383e9ba926', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('74d711b4-2d6b-487f-81e5-4886f9cf89c6', '5546aafe-bdb4-451a-850c-a7de6c4744b2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('74d711b4-2d6b-487f-81e5-4886f9cf89c6', '407a5275-8e96-4eca-9aaf-dcca2adf41a2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('74d711b4-2d6b-487f-81e5-4886f9cf89c6', 'dc4febb4-7609-43a5-8b50-bd383e9ba926', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('b5f69ff5-a6cf-44ad-b607-672fdc393197', '5546aafe-bdb4-451a-850c-a7de6c4744b2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('b5f69ff5-a6cf-44ad-b607-672fdc393197', '407a5275-8e96-4eca-9aaf-dcca2adf41a2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('b5f69ff5-a6cf-44ad-b607-672fdc393197', 'dc4febb4-7609-43a5-8b50-bd383e9ba926', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('11452a26-2852-4be8-961d-786e0b257b2f', '5546aafe-bdb4-451a-850c-a7de6c4744b2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('11452a26-2852-4be8-961d-786e0b257b2f', '407a5275-8e96-4eca-9aaf-dcca2adf41a2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('11452a26-2852-4be8-961d-786e0b257b2f', 'dc4febb4-7609-43a5-8b50-bd383e9ba926', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('90a1778c-6de8-4158-9808-d2593d5d3cb9', '5546aafe-bdb4-451a-850c-a7de6c4744b2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('90a1778c-6de8-4158-9808-d2593d5d3cb9', '407a5275-8e96-4eca-9aaf-dcca2adf41a2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('90a1778c-6de8-4158-9808-d2593d5d3cb9', 'dc4febb4-7609-43a5-8b50-bd383e9ba926', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('1d25c8f7-0134-4a6e-b3d9-eaa2888995f0', '5546aafe-bdb4-451a-850c-a7de6c4744b2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('1d25c8f7-0134-4a6e-b3d9-eaa2888995f0', '407a5275-8e96-4eca-9aaf-dcca2adf41a2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('1d25c8f7-0134-4a6e-b3d9-eaa2888995f0', 'dc4febb4-7609-43a5-8b50-bd383e9ba926', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('9b6e636e-0eec-4f5c-b575-a0faacf0cfca', '5546aafe-bdb4-451a-850c-a7de6c4744b2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('9b6e636e-0eec-4f5c-b575-a0faacf0cfca', '407a5275-8e96-4eca-9aaf-dcca2adf41a2', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('9b6e636e-0eec-4f5c-b575-a0faacf0cfca', 'dc4febb4-7609-43a5-8b50-bd383e9ba926', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('3e0694e8-d107-4c00-84b2-3c44ddd0d2af', '56466db0-8202-41f2-b0bd-dfab81904c96', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('3e0694e8-d107-4c00-84b2-3c44ddd0d2af', '01a98691-f391-42a7-ba8a-f1f799ee853a', '69c212c2-9ea5-448e-95c6-9a515e1de1db');
INSERT INTO public.product_type_tax_items VALUES ('298df902-5757-4ac5-91d2-617253881927', 'fdfced84-0704-4d1a-8898-d317cd85886a', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('298df902-5757-4ac5-91d2-617253881927', '0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('0caa2d83-3e4e-4286-b20e-a872154b2f55', 'fdfced84-0704-4d1a-8898-d317cd85886a', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('0caa2d83-3e4e-4286-b20e-a872154b2f55', '0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('1b91b065-d12d-4fbc-b0f3-d6d5f6d3c875', 'fdfced84-0704-4d1a-8898-d317cd85886a', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('1b91b065-d12d-4fbc-b0f3-d6d5f6d3c875', '0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('75e94d3b-aba8-43e3-89ff-08293ff86843', 'fdfced84-0704-4d1a-8898-d317cd85886a', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('75e94d3b-aba8-43e3-89ff-08293ff86843', '0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('aaaa032f-fdda-488f-b6cf-7dbb995c8a9c', 'fdfced84-0704-4d1a-8898-d317cd85886a', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('aaaa032f-fdda-488f-b6cf-7dbb995c8a9c', '0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('86b3c967-7337-4511-8160-acbb45ccb315', 'fdfced84-0704-4d1a-8898-d317cd85886a', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('86b3c967-7337-4511-8160-acbb45ccb315', '0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('9d2edc05-ac95-4f6c-83ba-fb40b3abc157', 'fdfced84-0704-4d1a-8898-d317cd85886a', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('9d2edc05-ac95-4f6c-83ba-fb40b3abc157', '0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc');
INSERT INTO public.product_type_tax_items VALUES ('be0553d3-72a3-48aa-840f-7a8da44f9915', '1fedcd7e-25b8-4891-9fec-4c4cfe350f90', '8bb79956-f265-419b-a1a7-02578849d1cc');


--
-- Data for Name: product_types; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.product_types VALUES ('664ca0c8-921e-447a-8b34-57e5732534e5', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Flower', 1, 0, 1, 1, 1, 0, 1, 0, 1, 0);
INSERT INTO public.product_types VALUES ('aacb527f-79be-4622-8a1c-b6a931160b2a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Pre-Roll', 1, 1, 1, 1, 1, 0, 1, 0, 0, 3635791);
INSERT INTO public.product_types VALUES ('75f3ac23-0ba5-4bf7-b070-a86a62493b52', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Vape Cartridge', 4, 1, 1, 1, 0, 1, 1, 0, 0, 7271582);
INSERT INTO public.product_types VALUES ('5a8f00ab-ec93-4528-acdc-ece100556dad', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Concentrate', 4, 1, 1, 1, 0, 1, 1, 0, 0, 10907373);
INSERT INTO public.product_types VALUES ('671ef15e-6cb8-4bf8-82bd-65b88fc126c1', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Edible', 2, 1, 1, 1, 0, 0, 1, 1, 0, 14543164);
INSERT INTO public.product_types VALUES ('89f14e98-5328-489b-95ce-73bfa5c8dc77', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Tincture', 3, 1, 1, 1, 0, 0, 1, 1, 0, 1401740);
INSERT INTO public.product_types VALUES ('38fcfab5-eade-48fd-98bd-f1c36b10d752', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Topical', 5, 1, 1, 1, 0, 0, 1, 1, 0, 5037531);
INSERT INTO public.product_types VALUES ('7578dbcd-97b9-492b-8892-e64f68ec4be2', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Accessory', 0, 1, 0, 0, 0, 0, 0, 1, 0, 8673322);
INSERT INTO public.product_types VALUES ('a6588116-59c0-4dcc-bbc1-fb0d7e5d10e2', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Flower', 1, 0, 1, 1, 1, 0, 1, 0, 1, 0);
INSERT INTO public.product_types VALUES ('74d711b4-2d6b-487f-81e5-4886f9cf89c6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Pre-Roll', 1, 1, 1, 1, 1, 0, 1, 0, 0, 3635791);
INSERT INTO public.product_types VALUES ('b5f69ff5-a6cf-44ad-b607-672fdc393197', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Vape Cartridge', 4, 1, 1, 1, 0, 1, 1, 0, 0, 7271582);
INSERT INTO public.product_types VALUES ('11452a26-2852-4be8-961d-786e0b257b2f', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Concentrate', 4, 1, 1, 1, 0, 1, 1, 0, 0, 10907373);
INSERT INTO public.product_types VALUES ('90a1778c-6de8-4158-9808-d2593d5d3cb9', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Edible', 2, 1, 1, 1, 0, 0, 1, 1, 0, 14543164);
INSERT INTO public.product_types VALUES ('1d25c8f7-0134-4a6e-b3d9-eaa2888995f0', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Tincture', 3, 1, 1, 1, 0, 0, 1, 1, 0, 1401740);
INSERT INTO public.product_types VALUES ('9b6e636e-0eec-4f5c-b575-a0faacf0cfca', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Topical', 5, 1, 1, 1, 0, 0, 1, 1, 0, 5037531);
INSERT INTO public.product_types VALUES ('3e0694e8-d107-4c00-84b2-3c44ddd0d2af', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Accessory', 0, 1, 0, 0, 0, 0, 0, 1, 0, 8673322);
INSERT INTO public.product_types VALUES ('298df902-5757-4ac5-91d2-617253881927', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Flower', 1, 0, 1, 1, 1, 0, 1, 0, 1, 0);
INSERT INTO public.product_types VALUES ('0caa2d83-3e4e-4286-b20e-a872154b2f55', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Pre-Roll', 1, 1, 1, 1, 1, 0, 1, 0, 0, 3635791);
INSERT INTO public.product_types VALUES ('1b91b065-d12d-4fbc-b0f3-d6d5f6d3c875', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Vape Cartridge', 4, 1, 1, 1, 0, 1, 1, 0, 0, 7271582);
INSERT INTO public.product_types VALUES ('75e94d3b-aba8-43e3-89ff-08293ff86843', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Concentrate', 4, 1, 1, 1, 0, 1, 1, 0, 0, 10907373);
INSERT INTO public.product_types VALUES ('aaaa032f-fdda-488f-b6cf-7dbb995c8a9c', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Edible', 2, 1, 1, 1, 0, 0, 1, 1, 0, 14543164);
INSERT INTO public.product_types VALUES ('86b3c967-7337-4511-8160-acbb45ccb315', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Tincture', 3, 1, 1, 1, 0, 0, 1, 1, 0, 1401740);
INSERT INTO public.product_types VALUES ('9d2edc05-ac95-4f6c-83ba-fb40b3abc157', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Topical', 5, 1, 1, 1, 0, 0, 1, 1, 0, 5037531);
INSERT INTO public.product_types VALUES ('be0553d3-72a3-48aa-840f-7a8da44f9915', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Accessory', 0, 1, 0, 0, 0, 0, 0, 1, 0, 8673322);


--
-- Data for Name: products; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.products VALUES ('1fb04df6-3acf-4bf8-a045-1ba6637c22f3', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Lunar Leaf Green Crack Mini Dogs 5-Pack', '000020B336', 740, 666, NULL, 1, 0, 'aacb527f-79be-4622-8a1c-b6a931160b2a', '99b2aba5-5234-4808-9141-556232df2419', '163b2fa4-650b-42b2-a5df-74c21bb4eabb', '73b8b4a8-8fa2-441b-8dc7-a3571ec5d479', NULL, NULL, 1, 0, '1.0', 0, '["pre-roll"]', 'Lunar Leaf Green Crack Mini Dogs 5-Pack: pre-roll from Lunar Leaf.', '', '{}', '0.2330', '0.0250', 0.233, 0.025, 2, NULL, 5, 0, 740, 333, 10, 1, 1, 0, 0, 50000, '2026-06-17T15:00:00.000Z', '2026-06-17T15:00:00.000Z', 0);
INSERT INTO public.products VALUES ('8844a9c8-8730-44cc-876f-9e6504e899b0', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Raven Glass Biscotti Live Resin Cart 1g', '0000308564', 3965, 3569, NULL, 1, 0, '75f3ac23-0ba5-4bf7-b070-a86a62493b52', '4959e19f-086f-4d32-9f80-a3d5751d0da3', 'e63959bb-8c3f-4f17-8dad-0bd80e332f9c', 'c99b8022-595a-4559-ab2b-b7ba130ff9b0', NULL, NULL, 1, 0, '0.5', 0, '["vape cartridge"]', 'Raven Glass Biscotti Live Resin Cart 1g: vape cartridge from Raven Glass.', '', '{}', '0.7950', '0.0090', 0.795, 0.009, NULL, 9, 5, 0, 3965, 1784, 10, 1, 1, 0, 0, 25000, '2026-07-23T15:00:00.000Z', '2026-07-23T15:00:00.000Z', 0);
INSERT INTO public.products VALUES ('a17ce6a9-dc9f-4668-8ff7-a6cd20ee19a6', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Tillamook Farms Strawberry Cough', '00001134CA', 760, 684, NULL, 1, 1, '664ca0c8-921e-447a-8b34-57e5732534e5', '713a3731-9872-45ed-ae76-36ae4440e013', '124ac46e-01a0-4999-897a-1b7b11d885b7', '73b8b4a8-8fa2-441b-8dc7-a3571ec5d479', NULL, NULL, 1, 0, NULL, NULL, '["flower"]', 'Tillamook Farms Strawberry Cough: flower from Tillamook Farms.', '', '{}', '0.1810', '0.0190', 0.181, 0.019, 2, NULL, 0, 0, 760, 342, 10, 0, 1, 0, 0, 893000, '2026-05-04T15:00:00.000Z', '2026-05-04T15:00:00.000Z', 0);
INSERT INTO public.products VALUES ('8fd15ed4-933c-4bea-b281-04f0ce291642', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Rogue Valley Reserve Super Lemon Haze', '0000119ADA', 1465, 1319, NULL, 1, 1, 'a6588116-59c0-4dcc-bbc1-fb0d7e5d10e2', 'e2e05567-98b5-49f7-842a-ab7e1b1a38fe', '39b853a2-ac3e-4d74-acec-eb41bd8200ef', 'f5cfdc44-590b-4877-852c-6de87e675190', NULL, NULL, 1, 0, NULL, NULL, '["flower"]', 'Rogue Valley Reserve Super Lemon Haze: flower from Rogue Valley Reserve.', '', '{}', '0.2820', '0.0080', 0.282, 0.008, 1, NULL, 0, 0, 1465, 659, 10, 1, 1, 0, 0, 1396000, '2026-06-16T15:00:00.000Z', '2026-06-16T15:00:00.000Z', 0);
INSERT INTO public.products VALUES ('39465fb7-7ce4-4b1f-bbbb-6d1562f80a77', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Evergreen Edibles Zkittlez Pre-Roll 1g', '0000210F3F', 1065, 959, NULL, 1, 0, '74d711b4-2d6b-487f-81e5-4886f9cf89c6', '82b361c0-3c0c-4fe7-901b-39481510e540', '497d5a13-3a3a-4040-9c92-08129e1fdcce', '7374cad3-23c7-4bab-8f7a-c60638c6a772', NULL, NULL, 1, 0, '1.0', 0, '["pre-roll"]', 'Evergreen Edibles Zkittlez Pre-Roll 1g: pre-roll from Evergreen Edibles.', '', '{}', '0.2560', '0.0050', 0.256, 0.005, 3, NULL, 5, 0, 1065, 479, 10, 1, 1, 0, 0, 91000, '2026-05-18T15:00:00.000Z', '2026-05-18T15:00:00.000Z', 0);
INSERT INTO public.products VALUES ('c2c60b2f-56a6-4fa3-906c-75b7ad990895', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Golden Hour MAC 1 Cartridge 0.5g', '000030E4FD', 4615, 4154, NULL, 1, 0, 'b5f69ff5-a6cf-44ad-b607-672fdc393197', '5459fea1-2f83-4d94-9d75-41378a5cd6d0', 'b95d5800-4bfa-4166-aedd-739ff6a767de', '203ed3e7-0004-440b-82a7-17abc0717498', NULL, NULL, 1, 0, '0.5', 0, '["vape cartridge"]', 'Golden Hour MAC 1 Cartridge 0.5g: vape cartridge from Golden Hour.', '', '{}', '0.7840', '0.0110', 0.784, 0.011, NULL, 9, 5, 0, 4615, 2077, 10, 1, 1, 0, 0, 11000, '2026-06-26T15:00:00.000Z', '2026-06-26T15:00:00.000Z', 0);
INSERT INTO public.products VALUES ('49400eab-cc55-4f11-abd0-589f3b2e3898', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Rogue Valley Reserve Wedding Cake Cartridge 0.5g', '00003046A5', 4395, 3956, NULL, 1, 0, '1b91b065-d12d-4fbc-b0f3-d6d5f6d3c875', '1b4ea02d-315b-4499-b209-594947174906', '2b2c171b-7fdf-4e50-97ab-1be51f346f4e', 'dfdbea15-69f3-40b8-80c6-7c61be457f2a', NULL, NULL, 0, 0, '0.5', 0, '["vape cartridge"]', 'Rogue Valley Reserve Wedding Cake Cartridge 0.5g: vape cartridge from Rogue Valley Reserve.', '', '{}', '0.8080', '0.0190', 0.808, 0.019, NULL, 1, 5, 0, 4395, 1978, 10, 1, 1, 0, 0, 56000, '2026-05-22T15:00:00.000Z', '2026-05-22T15:00:00.000Z', 0);
INSERT INTO public.products VALUES ('eac5f835-c590-4037-bdd3-d02bf5f2ebe1', '8bb79956-f265-419b-a1a7-02578849d1cc', 'High Desert Gardens Tangie', '000010C2FA', 975, 878, NULL, 1, 1, '298df902-5757-4ac5-91d2-617253881927', '13d8e70c-06af-453b-8edb-1e08ca8803bb', 'bd25f9aa-74ec-4e62-9784-2575d71c6cb0', '658cd9d9-8d41-41de-878a-77993222e0f0', NULL, NULL, 1, 0, NULL, NULL, '["flower"]', 'High Desert Gardens Tangie: flower from High Desert Gardens.', '', '{}', '0.2360', '0.0190', 0.236, 0.019, 2, NULL, 0, 0, 975, 439, 10, 1, 1, 0, 0, 885500, '2026-08-29T15:00:00.000Z', '2026-08-29T15:00:00.000Z', 0);
INSERT INTO public.products VALUES ('56276568-4b73-4f70-a554-98a95fe3bc0c', '8bb79956-f265-419b-a1a7-02578849d1cc', 'High Desert Gardens Sour Diesel Pre-Roll 1g', '0000215203', 975, 878, NULL, 1, 0, '0caa2d83-3e4e-4286-b20e-a872154b2f55', '13d8e70c-06af-453b-8edb-1e08ca8803bb', 'edb78554-ac0d-4d25-b550-be07d8afc014', '1a63160f-fd77-469c-9fd2-b487c11e423e', NULL, NULL, 1, 0, '1.0', 0, '["pre-roll"]', 'High Desert Gardens Sour Diesel Pre-Roll 1g: pre-roll from High Desert Gardens.', '', '{}', '0.1980', '0.0040', 0.198, 0.004, 1, NULL, 5, 0, 975, 439, 10, 0, 1, 0, 0, 72000, '2026-08-06T15:00:00.000Z', '2026-08-06T15:00:00.000Z', 0);


--
-- Data for Name: push_notifications; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: register_audit_entries; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: shifts; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.shifts VALUES ('bbd7a779-152f-4797-bd8f-94a8576160d5', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'ffaed44a-cf01-4e27-957c-ff0c1260607d', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', 'Maria Lopez', '94A8576160D5', '2026-11-20T16:00:00.000Z', '2026-11-20T23:30:00.000Z', 0, 5, NULL, 20000, 23193, 3193, 'Drawer balanced', '', NULL, '2026-11-20T16:00:00.000Z', '2026-11-20T23:30:00.000Z', NULL, NULL);
INSERT INTO public.shifts VALUES ('8b96bd97-7b86-4314-be72-6ae4e47bd1b3', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'e0bd8141-6001-4e07-8ce6-53f357fd4608', '0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', 'Maria Lopez', '6AE4E47BD1B3', '2026-11-20T16:00:00.000Z', '2026-11-20T23:30:00.000Z', 0, 5, NULL, 20000, 25450, 5450, 'Drawer balanced', '', NULL, '2026-11-20T16:00:00.000Z', '2026-11-20T23:30:00.000Z', NULL, NULL);
INSERT INTO public.shifts VALUES ('9bca4fc8-2202-46eb-9f4c-8fec53fa92c1', '8bb79956-f265-419b-a1a7-02578849d1cc', 'd1cc8b55-f4c1-4c90-ad61-a3a6a433e8a6', '9060bce7-68dd-48dd-8bc6-e9c63b145cff', 'Olive North', '8FEC53FA92C1', '2026-11-20T16:00:00.000Z', '2026-11-20T23:30:00.000Z', 0, 5, NULL, 20000, 23411, 3411, 'Drawer balanced', '', NULL, '2026-11-20T16:00:00.000Z', '2026-11-20T23:30:00.000Z', NULL, NULL);


--
-- Data for Name: state_reporting_settings; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: state_reports; Type: TABLE DATA; Schema: public; Owner: -
--



--
-- Data for Name: strains; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.strains VALUES ('f76b8699-eb1c-4e59-a165-bc7192358953', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Blue Dream', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('5543fabf-e824-481a-bf92-6847b1866be1', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Sour Diesel', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('94d2c63f-d45b-401d-8b0b-9524b938a6dc', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Girl Scout Cookies', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('1b932660-6127-40a1-9328-d28c54136625', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Gelato', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('2e739fbd-507e-4f3b-ae75-b12d6549a527', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Wedding Cake', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('69ed135e-2818-429e-a768-a3cd3c567f77', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'OG Kush', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('c5a71ea4-cb2c-4dc8-94ad-6a278c9e9589', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Granddaddy Purple', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('a4cad26e-1484-4705-b7eb-d951659be8f6', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Pineapple Express', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('498d8476-97d7-4d68-9b08-1a8ec8edce47', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Jack Herer', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('163b2fa4-650b-42b2-a5df-74c21bb4eabb', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Green Crack', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('79ecb92e-9b16-4263-9c16-c944571d8cba', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Northern Lights', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('a9dc0601-a2d2-4ab1-9b94-add7897bf410', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Durban Poison', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('c2b3daae-ffe8-487e-9b0e-82beeb844052', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Gorilla Glue #4', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('13ea2eb4-18a5-4e85-8899-4390775c319c', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Zkittlez', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('e7a127f9-61f4-4356-a673-e394464bc6f2', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Runtz', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('405a188c-bbc2-479c-affa-688cc2ed2b5b', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Purple Punch', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('c3b489ac-66b2-44e8-a154-a09877011825', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Mimosa', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('d62f7c35-6d29-4322-a527-d0afbbc0bc2e', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Tangie', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('124ac46e-01a0-4999-897a-1b7b11d885b7', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Strawberry Cough', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('99cf00a5-72f8-46d4-bf75-df89c4a15bb2', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Lemon Haze', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('66c0b19a-0f7f-4aeb-a3f0-ed91681e18c6', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Bubba Kush', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('2798920c-611a-4f49-8482-3190749fb165', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Cherry Pie', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('234cfff3-ed9d-43c7-8c75-4fe98a20c585', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'ACDC', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('53139962-276f-4d88-a90b-b7b4e1a3159a', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Harlequin', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('2b0be6d2-a57b-44af-805f-3cf2824c67d2', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Super Lemon Haze', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('84d53f91-b448-4c0c-99cf-6f69373da404', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Ice Cream Cake', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('4b709407-8fab-4665-a4e0-7d5259fe9df8', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Apple Fritter', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('58b96675-9c1a-4f4e-b615-4c1fc9c816fd', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'MAC 1', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('e63959bb-8c3f-4f17-8dad-0bd80e332f9c', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Biscotti', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('af5736ed-971c-42fe-837b-e387d8917f43', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Trainwreck', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('ee242c7e-4fe3-4807-8f30-58e9997affa8', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Blue Dream', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('ae18d3a2-f5ab-4dcb-b0fe-c8d1138a6a98', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Sour Diesel', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('ccedd2ae-0537-4214-a0e9-ff421590f7c1', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Girl Scout Cookies', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('448c49d1-aca2-4e2b-8d66-273a138d0a85', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Gelato', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('b33f31ec-26e7-4c0f-ac78-c56fcc9faa63', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Wedding Cake', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('ef839006-31d0-45a8-bd36-8028e3e6d2c6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'OG Kush', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('fadf2d13-ef77-4618-8a48-df88e06a7b2b', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Granddaddy Purple', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('060159a6-be2c-49a3-988b-9d321d15b7f6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Pineapple Express', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('81635113-269b-4b46-a4c8-942a0f7e871d', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Jack Herer', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('01254165-5adb-40e1-83c1-c572cc04082e', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Green Crack', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('3b389934-1242-4066-8016-f3c4ecb24a56', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Northern Lights', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('9dace62c-0689-4fc4-8be4-7c98a3e325bf', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Durban Poison', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('055accd3-6c32-4d44-bcc3-90061e781d5d', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Gorilla Glue #4', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('497d5a13-3a3a-4040-9c92-08129e1fdcce', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Zkittlez', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('0a8a38fe-a588-4ed7-ac0e-d40c9b30b51d', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Runtz', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('6780f132-d00f-4ae2-a63e-f96ec58ab609', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Purple Punch', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('57f8f488-ad9e-44cc-b6a0-d7edd61e89e6', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Mimosa', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('1de7e1d9-4c42-4a91-af53-f66294295061', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Tangie', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('7546b1fd-7019-4484-8395-b2b5c0efcfc5', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Strawberry Cough', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('6a60ce58-9e15-4457-b3fa-fda197e16d6e', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Lemon Haze', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('422b7aad-d43f-44d7-ab43-9353e3f1ff6c', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Bubba Kush', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('7eada23c-12b6-43ac-9f09-0a37f05b7ead', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Cherry Pie', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('40664da3-a983-4a4c-be96-f69c93523de2', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'ACDC', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('80b09ee4-3f41-442a-9793-1ca7f0cebdcf', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Harlequin', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('39b853a2-ac3e-4d74-acec-eb41bd8200ef', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Super Lemon Haze', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('4c6110be-db68-46fe-82ae-b52de10a9b5d', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Ice Cream Cake', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('2fd6ac33-7b97-4634-a8c7-bdb19a789ecf', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Apple Fritter', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('b95d5800-4bfa-4166-aedd-739ff6a767de', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'MAC 1', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('1a19535a-997a-4a98-9f11-7cd5eb638d80', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Biscotti', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('e5b4a8a8-f5c3-4a1a-adc4-be2ce87e27dc', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Trainwreck', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('8478c15a-004b-45ca-becb-d5300c5cf183', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Blue Dream', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('edb78554-ac0d-4d25-b550-be07d8afc014', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Sour Diesel', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('e0307e2c-2241-43f6-b706-7f7934893d47', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Girl Scout Cookies', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('6a5ccc8c-6420-496f-bcf9-663ccfbfd8f1', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Gelato', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('2b2c171b-7fdf-4e50-97ab-1be51f346f4e', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Wedding Cake', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('bc00145d-14ea-4e2f-bc68-d69e0f33d5d1', '8bb79956-f265-419b-a1a7-02578849d1cc', 'OG Kush', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('945fb137-46e9-4f79-b2e8-1c70783a29fd', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Granddaddy Purple', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('ad1bd115-59d7-4881-a739-85ec1e907f56', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Pineapple Express', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('dda62863-2be7-4d10-b1e2-4e012083aba7', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Jack Herer', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('27286f5e-9d65-40dd-9b6a-d61a77b365a4', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Green Crack', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('23c0acb9-c037-4adf-8546-72e81aec7aa7', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Northern Lights', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('2ab4e1be-d32c-41bf-b2fa-41c67f32153d', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Durban Poison', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('3739078b-ce0f-476f-a967-224315ebd713', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Gorilla Glue #4', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('1f735fed-40e1-4188-9503-d6d5f1eb1c12', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Zkittlez', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('02a27082-e466-4df3-abd8-3b833479461e', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Runtz', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('43310d1c-9cba-4d26-a85b-dc998686ed77', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Purple Punch', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('b5189d0e-a4f9-49d7-adba-f1756e43dcc4', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Mimosa', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('bd25f9aa-74ec-4e62-9784-2575d71c6cb0', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Tangie', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('ec4c4bd7-fb8d-4c8f-ae37-493cf093568a', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Strawberry Cough', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('ee77c940-67f7-4311-9c72-0558cc86b7c0', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Lemon Haze', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('92bd2dbd-386d-4f3b-9530-ec084a5c0716', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Bubba Kush', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('c302aa90-57ed-4e65-b407-485a209c2809', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Cherry Pie', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('c351377d-1684-48e7-8ff9-b1384cc18e1a', '8bb79956-f265-419b-a1a7-02578849d1cc', 'ACDC', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('04d28a25-7468-46d4-ab96-6095fd3b2420', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Harlequin', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('2db048c7-d064-46f5-a69f-c185d603d4e9', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Super Lemon Haze', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('d4586784-a59e-4b73-adf5-af3dd951d65b', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Ice Cream Cake', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('b6e706d1-633a-47ef-aea8-e0b378bd2919', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Apple Fritter', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('c583c769-2c51-420f-b937-45c33177978c', '8bb79956-f265-419b-a1a7-02578849d1cc', 'MAC 1', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('462584ce-0d01-4609-bb12-eaa7afb795e9', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Biscotti', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');
INSERT INTO public.strains VALUES ('3bb533c3-8f15-439b-af78-205b49846342', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Trainwreck', '2026-08-15T12:00:00.000Z', '2026-08-15T12:00:00.000Z');


--
-- Data for Name: tax_item_rates; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tax_item_rates VALUES ('8da7dc1e-133b-411f-82f9-777e55b1b554', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 170000, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', NULL);
INSERT INTO public.tax_item_rates VALUES ('224175de-d709-434c-b956-0fc7f64e11ad', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 30000, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', NULL);
INSERT INTO public.tax_item_rates VALUES ('5546aafe-bdb4-451a-850c-a7de6c4744b2', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 370000, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', NULL);
INSERT INTO public.tax_item_rates VALUES ('407a5275-8e96-4eca-9aaf-dcca2adf41a2', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 65000, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', NULL);
INSERT INTO public.tax_item_rates VALUES ('dc4febb4-7609-43a5-8b50-bd383e9ba926', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 21000, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', NULL);
INSERT INTO public.tax_item_rates VALUES ('56466db0-8202-41f2-b0bd-dfab81904c96', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 65000, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', NULL);
INSERT INTO public.tax_item_rates VALUES ('01a98691-f391-42a7-ba8a-f1f799ee853a', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 21000, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', NULL);
INSERT INTO public.tax_item_rates VALUES ('fdfced84-0704-4d1a-8898-d317cd85886a', '8bb79956-f265-419b-a1a7-02578849d1cc', 100000, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', NULL);
INSERT INTO public.tax_item_rates VALUES ('0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc', 60000, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', NULL);
INSERT INTO public.tax_item_rates VALUES ('1fedcd7e-25b8-4891-9fec-4c4cfe350f90', '8bb79956-f265-419b-a1a7-02578849d1cc', 60000, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', NULL);


--
-- Data for Name: tax_items; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.tax_items VALUES ('8da7dc1e-133b-411f-82f9-777e55b1b554', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Oregon retail marijuana tax', 0, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '[]', 'up', '{"effective_at":null,"expires_at":"2028-01-01T08:00:00.000Z","medical_items_only":false,"medical_endorsement_required":false,"county_card_required":false}', 'SalesTax');
INSERT INTO public.tax_items VALUES ('224175de-d709-434c-b956-0fc7f64e11ad', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Portland local marijuana tax', 0, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '[]', 'half_up', NULL, 'CityTax');
INSERT INTO public.tax_items VALUES ('01a98691-f391-42a7-ba8a-f1f799ee853a', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Vancouver local sales tax', 0, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '[]', 'half_up', NULL, 'CityTax');
INSERT INTO public.tax_items VALUES ('dc4febb4-7609-43a5-8b50-bd383e9ba926', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Vancouver local sales tax (cannabis)', 0, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '[]', 'half_up', '{"effective_at":null,"expires_at":null,"medical_items_only":true,"medical_endorsement_required":true,"county_card_required":false}', 'CityTax');
INSERT INTO public.tax_items VALUES ('5546aafe-bdb4-451a-850c-a7de6c4744b2', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Washington cannabis excise tax', 1, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '[]', 'half_up', '{"effective_at":null,"expires_at":"2029-07-01T07:00:00.000Z","medical_items_only":true,"medical_endorsement_required":true,"county_card_required":false}', 'ExciseTax');
INSERT INTO public.tax_items VALUES ('56466db0-8202-41f2-b0bd-dfab81904c96', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Washington retail sales tax', 0, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '[]', 'half_up', NULL, 'SalesTax');
INSERT INTO public.tax_items VALUES ('407a5275-8e96-4eca-9aaf-dcca2adf41a2', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Washington retail sales tax (cannabis)', 0, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '[]', 'half_up', '{"effective_at":null,"expires_at":null,"medical_items_only":true,"medical_endorsement_required":true,"county_card_required":false}', 'SalesTax');
INSERT INTO public.tax_items VALUES ('fdfced84-0704-4d1a-8898-d317cd85886a', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Michigan marihuana excise tax', 0, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '[]', 'half_up', NULL, 'ExciseTax');
INSERT INTO public.tax_items VALUES ('1fedcd7e-25b8-4891-9fec-4c4cfe350f90', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Michigan sales tax', 0, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '[]', 'half_up', NULL, 'SalesTax');
INSERT INTO public.tax_items VALUES ('0a5df71c-508b-478a-ab6d-ebff2704f6cd', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Michigan sales tax (marihuana)', 0, '2025-03-01T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '["fdfced84-0704-4d1a-8898-d317cd85886a"]', 'half_up', NULL, 'SalesTax');


--
-- Data for Name: user_companies; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.user_companies VALUES ('0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 0);
INSERT INTO public.user_companies VALUES ('0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 1);
INSERT INTO public.user_companies VALUES ('3be276d4-8014-40ba-9fc0-3b96c25d3ffe', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 0);
INSERT INTO public.user_companies VALUES ('9060bce7-68dd-48dd-8bc6-e9c63b145cff', '8bb79956-f265-419b-a1a7-02578849d1cc', 0);


--
-- Data for Name: users; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.users VALUES ('0e1f355a-eddc-4c03-a50f-ec3f26ba8c5c', 'b399f700-19f5-49db-93af-c4e859e1b766', 'maria.lopez', 'manager@canopy.demo', 'Maria', 'Lopez', 'scrypt$32768$8$1$myDkV2BGm9932evV6Q3/Pw==$VDlfpVJ3kNiE8iigRz+NccOuabgbVa8nSEtJmtJt70U=', 'manager', '4321', 'fd8dab2b34a8f41751d3068230e93a68fb700792', 'eba81ff2-7438-4f65-a8ac-07d99e533197', '2025-03-01T16:00:00.000Z', 1, NULL);
INSERT INTO public.users VALUES ('3be276d4-8014-40ba-9fc0-3b96c25d3ffe', 'b399f700-19f5-49db-93af-c4e859e1b766', 'sam.carter', 'budtender@canopy.demo', 'Sam', 'Carter', 'scrypt$32768$8$1$myDkV2BGm9932evV6Q3/Pw==$VDlfpVJ3kNiE8iigRz+NccOuabgbVa8nSEtJmtJt70U=', 'budtender', '1234', 'c308d6c367e5dc9c6286e595738f2f9ac0efc2a1', '259ff4d5-a246-4da8-b1f3-cb8905c78ec6', '2025-03-01T16:00:00.000Z', 1, NULL);
INSERT INTO public.users VALUES ('9060bce7-68dd-48dd-8bc6-e9c63b145cff', '812ed2f2-06c6-467b-b9ff-ca8a1ef6ea12', 'olive.north', 'manager@elsewhere.demo', 'Olive', 'North', 'scrypt$32768$8$1$myDkV2BGm9932evV6Q3/Pw==$VDlfpVJ3kNiE8iigRz+NccOuabgbVa8nSEtJmtJt70U=', 'manager', '9999', '4e044723781d820853673b7829d124c166c4b7c7', 'd36794e1-4684-4830-adcb-3f15f2677db4', '2025-03-01T16:00:00.000Z', 1, NULL);


--
-- Data for Name: vendors; Type: TABLE DATA; Schema: public; Owner: -
--

INSERT INTO public.vendors VALUES ('7f1691d6-0602-4909-aade-be49d81fc49d', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Cascade Distribution LLC');
INSERT INTO public.vendors VALUES ('1fdaffd8-9d8c-48f5-a6cf-e7d32ffed349', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Oregon Craft Supply');
INSERT INTO public.vendors VALUES ('73b8b4a8-8fa2-441b-8dc7-a3571ec5d479', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Northwest Cannabis Wholesale');
INSERT INTO public.vendors VALUES ('c99b8022-595a-4559-ab2b-b7ba130ff9b0', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Bridge City Logistics');
INSERT INTO public.vendors VALUES ('a12f40a1-d851-4ce4-b61f-d596dee6f8bd', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Valley Growers Co-op');
INSERT INTO public.vendors VALUES ('b5e595da-e0ed-46c6-bf8b-8c4aeb3e85f5', 'a77d30a7-129a-4b89-aa8b-8156265c9737', 'Summit Supply');
INSERT INTO public.vendors VALUES ('f5cfdc44-590b-4877-852c-6de87e675190', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Cascade Distribution LLC');
INSERT INTO public.vendors VALUES ('e9e4a83d-5984-48f4-b8c4-1590eac92038', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Oregon Craft Supply');
INSERT INTO public.vendors VALUES ('b2bdbaeb-6b88-4df7-87cc-18eb2c57934e', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Northwest Cannabis Wholesale');
INSERT INTO public.vendors VALUES ('203ed3e7-0004-440b-82a7-17abc0717498', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Bridge City Logistics');
INSERT INTO public.vendors VALUES ('9a3b1fbb-b69b-4b15-be3f-245b4d447515', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Valley Growers Co-op');
INSERT INTO public.vendors VALUES ('7374cad3-23c7-4bab-8f7a-c60638c6a772', '69c212c2-9ea5-448e-95c6-9a515e1de1db', 'Summit Supply');
INSERT INTO public.vendors VALUES ('90b72594-d2e3-4be5-a975-9208640f163e', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Cascade Distribution LLC');
INSERT INTO public.vendors VALUES ('d1c51e49-2cb2-4da7-8205-2c814e3e5ac8', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Oregon Craft Supply');
INSERT INTO public.vendors VALUES ('1a63160f-fd77-469c-9fd2-b487c11e423e', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Northwest Cannabis Wholesale');
INSERT INTO public.vendors VALUES ('658cd9d9-8d41-41de-878a-77993222e0f0', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Bridge City Logistics');
INSERT INTO public.vendors VALUES ('67d3745c-cb0b-4784-a4b8-12d146083e6f', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Valley Growers Co-op');
INSERT INTO public.vendors VALUES ('dfdbea15-69f3-40b8-80c6-7c61be457f2a', '8bb79956-f265-419b-a1a7-02578849d1cc', 'Summit Supply');


--
-- Name: accounts accounts_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_number_key UNIQUE (number);


--
-- Name: accounts accounts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.accounts
    ADD CONSTRAINT accounts_pkey PRIMARY KEY (id);


--
-- Name: adjustment_reports adjustment_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.adjustment_reports
    ADD CONSTRAINT adjustment_reports_pkey PRIMARY KEY (adjustment_id);


--
-- Name: api_tokens api_tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_tokens
    ADD CONSTRAINT api_tokens_pkey PRIMARY KEY (token_hash);


--
-- Name: audit_entries audit_entries_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_entries
    ADD CONSTRAINT audit_entries_pk PRIMARY KEY (company_id, seq);


--
-- Name: brands brands_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_pkey PRIMARY KEY (id);


--
-- Name: ccrs_filed ccrs_filed_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ccrs_filed
    ADD CONSTRAINT ccrs_filed_pk PRIMARY KEY (company_id, file_type, external_identifier);


--
-- Name: companies companies_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_number_key UNIQUE (number);


--
-- Name: companies companies_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_pkey PRIMARY KEY (id);


--
-- Name: company_sequences company_sequences_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company_sequences
    ADD CONSTRAINT company_sequences_pkey PRIMARY KEY (company_id);


--
-- Name: customers customers_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_pkey PRIMARY KEY (id);


--
-- Name: device_secrets device_secrets_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.device_secrets
    ADD CONSTRAINT device_secrets_pkey PRIMARY KEY (device_id);


--
-- Name: devices devices_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.devices
    ADD CONSTRAINT devices_pkey PRIMARY KEY (id);


--
-- Name: discount_reasons discount_reasons_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discount_reasons
    ADD CONSTRAINT discount_reasons_pkey PRIMARY KEY (id);


--
-- Name: employees employees_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_pkey PRIMARY KEY (id);


--
-- Name: file_attachments file_attachments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.file_attachments
    ADD CONSTRAINT file_attachments_pkey PRIMARY KEY (id);


--
-- Name: import_mappings import_mappings_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.import_mappings
    ADD CONSTRAINT import_mappings_pk PRIMARY KEY (company_id, kind);


--
-- Name: inventory_adjustments inventory_adjustments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_adjustments
    ADD CONSTRAINT inventory_adjustments_pkey PRIMARY KEY (id);


--
-- Name: inventory_count_lines inventory_count_lines_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_count_lines
    ADD CONSTRAINT inventory_count_lines_pkey PRIMARY KEY (id);


--
-- Name: inventory_counts inventory_counts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_counts
    ADD CONSTRAINT inventory_counts_pkey PRIMARY KEY (id);


--
-- Name: inventory_item_places inventory_item_places_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_item_places
    ADD CONSTRAINT inventory_item_places_pkey PRIMARY KEY (id);


--
-- Name: inventory_items inventory_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_items
    ADD CONSTRAINT inventory_items_pkey PRIMARY KEY (id);


--
-- Name: inventory_receipts inventory_receipts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_receipts
    ADD CONSTRAINT inventory_receipts_pkey PRIMARY KEY (id);


--
-- Name: kysely_migration_lock kysely_migration_lock_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kysely_migration_lock
    ADD CONSTRAINT kysely_migration_lock_pkey PRIMARY KEY (id);


--
-- Name: kysely_migration kysely_migration_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.kysely_migration
    ADD CONSTRAINT kysely_migration_pkey PRIMARY KEY (name);


--
-- Name: line_items line_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.line_items
    ADD CONSTRAINT line_items_pkey PRIMARY KEY (id);


--
-- Name: loyalty_programs loyalty_programs_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.loyalty_programs
    ADD CONSTRAINT loyalty_programs_pkey PRIMARY KEY (id);


--
-- Name: orders orders_company_receipt; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_company_receipt UNIQUE (company_id, receipt_id);


--
-- Name: orders orders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_pkey PRIMARY KEY (id);


--
-- Name: package_items package_items_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.package_items
    ADD CONSTRAINT package_items_pk PRIMARY KEY (package_id, inventory_item_id);


--
-- Name: packages packages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.packages
    ADD CONSTRAINT packages_pkey PRIMARY KEY (id);


--
-- Name: patients patients_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.patients
    ADD CONSTRAINT patients_pkey PRIMARY KEY (id);


--
-- Name: payment_methods payment_methods_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_methods
    ADD CONSTRAINT payment_methods_pkey PRIMARY KEY (id);


--
-- Name: payments payments_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_pkey PRIMARY KEY (id);


--
-- Name: person_group_members person_group_members_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.person_group_members
    ADD CONSTRAINT person_group_members_pk PRIMARY KEY (person_type, person_id);


--
-- Name: person_group_tax_items person_group_tax_items_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.person_group_tax_items
    ADD CONSTRAINT person_group_tax_items_pk PRIMARY KEY (person_group_id, tax_item_id);


--
-- Name: person_groups person_groups_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.person_groups
    ADD CONSTRAINT person_groups_pkey PRIMARY KEY (id);


--
-- Name: places places_number_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.places
    ADD CONSTRAINT places_number_key UNIQUE (number);


--
-- Name: places places_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.places
    ADD CONSTRAINT places_pkey PRIMARY KEY (id);


--
-- Name: price_changes price_changes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.price_changes
    ADD CONSTRAINT price_changes_pkey PRIMARY KEY (id);


--
-- Name: product_type_tax_items product_type_tax_items_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product_type_tax_items
    ADD CONSTRAINT product_type_tax_items_pk PRIMARY KEY (product_type_id, tax_item_id);


--
-- Name: product_types product_types_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product_types
    ADD CONSTRAINT product_types_pkey PRIMARY KEY (id);


--
-- Name: products products_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_pkey PRIMARY KEY (id);


--
-- Name: push_notifications push_notifications_company_sequence; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_notifications
    ADD CONSTRAINT push_notifications_company_sequence UNIQUE (company_id, sequence_id);


--
-- Name: push_notifications push_notifications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_notifications
    ADD CONSTRAINT push_notifications_pkey PRIMARY KEY (id);


--
-- Name: register_audit_entries register_audit_entries_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.register_audit_entries
    ADD CONSTRAINT register_audit_entries_pk PRIMARY KEY (register_id, seq);


--
-- Name: shifts shifts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shifts
    ADD CONSTRAINT shifts_pkey PRIMARY KEY (id);


--
-- Name: state_reporting_settings state_reporting_settings_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.state_reporting_settings
    ADD CONSTRAINT state_reporting_settings_pkey PRIMARY KEY (company_id);


--
-- Name: state_reports state_reports_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.state_reports
    ADD CONSTRAINT state_reports_pkey PRIMARY KEY (order_id);


--
-- Name: strains strains_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strains
    ADD CONSTRAINT strains_pkey PRIMARY KEY (id);


--
-- Name: tax_item_rates tax_item_rates_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_item_rates
    ADD CONSTRAINT tax_item_rates_pk PRIMARY KEY (tax_item_id, effective_at);


--
-- Name: tax_items tax_items_id_company; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_items
    ADD CONSTRAINT tax_items_id_company UNIQUE (id, company_id);


--
-- Name: tax_items tax_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_items
    ADD CONSTRAINT tax_items_pkey PRIMARY KEY (id);


--
-- Name: user_companies user_companies_pk; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_companies
    ADD CONSTRAINT user_companies_pk PRIMARY KEY (user_id, company_id);


--
-- Name: users users_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_email_key UNIQUE (email);


--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);


--
-- Name: vendors vendors_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vendors
    ADD CONSTRAINT vendors_pkey PRIMARY KEY (id);


--
-- Name: adjustment_reports_owed; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX adjustment_reports_owed ON public.adjustment_reports USING btree (status, next_attempt_at);


--
-- Name: brands_company_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX brands_company_name ON public.brands USING btree (company_id, name);


--
-- Name: customers_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX customers_company ON public.customers USING btree (company_id, last_name);


--
-- Name: devices_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX devices_company ON public.devices USING btree (company_id, name);


--
-- Name: discount_reasons_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX discount_reasons_company ON public.discount_reasons USING btree (company_id, "position");


--
-- Name: employees_company_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX employees_company_name ON public.employees USING btree (company_id, last_name, first_name);


--
-- Name: file_attachments_owner; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX file_attachments_owner ON public.file_attachments USING btree (company_id, owner_type, owner_id);


--
-- Name: inventory_adjustments_by_time; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_adjustments_by_time ON public.inventory_adjustments USING btree (company_id, adjusted_at);


--
-- Name: inventory_count_lines_by_count; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_count_lines_by_count ON public.inventory_count_lines USING btree (inventory_count_id);


--
-- Name: inventory_item_places_item; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_item_places_item ON public.inventory_item_places USING btree (inventory_item_id);


--
-- Name: inventory_item_places_place; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_item_places_place ON public.inventory_item_places USING btree (place_id);


--
-- Name: inventory_items_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_items_company ON public.inventory_items USING btree (company_id, created_at);


--
-- Name: inventory_items_company_id_keyset; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_items_company_id_keyset ON public.inventory_items USING btree (company_id, id);


--
-- Name: inventory_items_company_lot; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_items_company_lot ON public.inventory_items USING btree (company_id, lot_number, created_at, id);


--
-- Name: inventory_items_company_sku_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_items_company_sku_created ON public.inventory_items USING btree (company_id, sku, created_at, id);


--
-- Name: inventory_items_package_label; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX inventory_items_package_label ON public.inventory_items USING btree (company_id, package_label) WHERE (package_label IS NOT NULL);


--
-- Name: inventory_items_product; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_items_product ON public.inventory_items USING btree (product_id);


--
-- Name: inventory_items_sku; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_items_sku ON public.inventory_items USING btree (company_id, sku);


--
-- Name: inventory_receipts_by_transfer; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX inventory_receipts_by_transfer ON public.inventory_receipts USING btree (company_id, transfer_id);


--
-- Name: inventory_receipts_one_per_external_identifier; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX inventory_receipts_one_per_external_identifier ON public.inventory_receipts USING btree (company_id, transfer_id, external_identifier);


--
-- Name: inventory_receipts_one_per_label; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX inventory_receipts_one_per_label ON public.inventory_receipts USING btree (company_id, transfer_id, package_label);


--
-- Name: line_items_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX line_items_order ON public.line_items USING btree (order_id, "position");


--
-- Name: line_items_related; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX line_items_related ON public.line_items USING btree (related_line_item_id);


--
-- Name: loyalty_programs_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX loyalty_programs_company ON public.loyalty_programs USING btree (company_id, created_at);


--
-- Name: orders_company_charged; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_company_charged ON public.orders USING btree (company_id, charged_on);


--
-- Name: orders_company_customer_charged; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_company_customer_charged ON public.orders USING btree (company_id, customer_id, charged_on);


--
-- Name: orders_company_person_charged; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_company_person_charged ON public.orders USING btree (company_id, person_id, charged_on);


--
-- Name: orders_flagged; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_flagged ON public.orders USING btree (company_id, charged_on) WHERE (review_flags <> '[]'::text);


--
-- Name: orders_shift; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX orders_shift ON public.orders USING btree (shift_id);


--
-- Name: packages_company_lot; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX packages_company_lot ON public.packages USING btree (company_id, lot_number);


--
-- Name: patients_company_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX patients_company_name ON public.patients USING btree (company_id, last_name, first_name);


--
-- Name: payment_methods_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payment_methods_company ON public.payment_methods USING btree (company_id, name);


--
-- Name: payments_order; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX payments_order ON public.payments USING btree (order_id, "position");


--
-- Name: person_group_members_group; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX person_group_members_group ON public.person_group_members USING btree (person_group_id);


--
-- Name: person_group_tax_items_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX person_group_tax_items_company ON public.person_group_tax_items USING btree (company_id);


--
-- Name: person_groups_company_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX person_groups_company_name ON public.person_groups USING btree (company_id, name);


--
-- Name: places_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX places_company ON public.places USING btree (company_id, number);


--
-- Name: price_changes_product; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX price_changes_product ON public.price_changes USING btree (company_id, product_id, changed_at);


--
-- Name: product_type_tax_items_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX product_type_tax_items_company ON public.product_type_tax_items USING btree (company_id);


--
-- Name: products_company_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX products_company_name ON public.products USING btree (company_id, name);


--
-- Name: products_company_name_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX products_company_name_id ON public.products USING btree (company_id, name, id);


--
-- Name: products_company_price; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX products_company_price ON public.products USING btree (company_id, sell_price);


--
-- Name: products_company_price_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX products_company_price_name ON public.products USING btree (company_id, sell_price, name);


--
-- Name: products_company_quantity; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX products_company_quantity ON public.products USING btree (company_id, quantity_milli);


--
-- Name: products_company_quantity_name_id; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX products_company_quantity_name_id ON public.products USING btree (company_id, quantity_milli, name, id);


--
-- Name: products_name_trigram; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX products_name_trigram ON public.products USING gin (lower(name) public.gin_trgm_ops);


--
-- Name: push_notifications_company_created; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_notifications_company_created ON public.push_notifications USING btree (company_id, created_at);


--
-- Name: register_audit_entries_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX register_audit_entries_company ON public.register_audit_entries USING btree (company_id, register_id, seq);


--
-- Name: shifts_company_opened; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX shifts_company_opened ON public.shifts USING btree (company_id, opened_at);


--
-- Name: shifts_one_open_per_device; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX shifts_one_open_per_device ON public.shifts USING btree (device_id) WHERE (closed_at IS NULL);


--
-- Name: state_reports_company; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX state_reports_company ON public.state_reports USING btree (company_id, status, charged_on);


--
-- Name: state_reports_owed; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX state_reports_owed ON public.state_reports USING btree (status, next_attempt_at) WHERE (status = 'waiting'::text);


--
-- Name: strains_company_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX strains_company_name ON public.strains USING btree (company_id, name);


--
-- Name: tax_items_company_name; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tax_items_company_name ON public.tax_items USING btree (company_id, name);


--
-- Name: companies companies_age_verification_required; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_age_verification_required AFTER UPDATE OF age_verification_required ON public.companies FOR EACH ROW EXECUTE FUNCTION public.bump_sale_settings_revision();


--
-- Name: companies companies_sale_settings; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER companies_sale_settings AFTER UPDATE OF time_zone, jurisdiction, discount_approval_percent, discount_approval_flat_amount, loyalty_redemption_points_per_dollar, medical_endorsement ON public.companies FOR EACH ROW EXECUTE FUNCTION public.bump_sale_settings_revision();


--
-- Name: loyalty_programs loyalty_programs_sale_settings; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER loyalty_programs_sale_settings AFTER INSERT OR DELETE OR UPDATE ON public.loyalty_programs FOR EACH ROW EXECUTE FUNCTION public.bump_sale_settings_revision();


--
-- Name: orders orders_owe_state_report; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER orders_owe_state_report AFTER INSERT OR UPDATE OF voided ON public.orders FOR EACH ROW EXECUTE FUNCTION public.owe_state_report();


--
-- Name: person_group_tax_items person_group_tax_items_sale_settings; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER person_group_tax_items_sale_settings AFTER INSERT OR DELETE OR UPDATE ON public.person_group_tax_items FOR EACH ROW EXECUTE FUNCTION public.bump_sale_settings_revision();


--
-- Name: person_groups person_groups_sale_settings; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER person_groups_sale_settings AFTER INSERT OR DELETE OR UPDATE ON public.person_groups FOR EACH ROW EXECUTE FUNCTION public.bump_sale_settings_revision();


--
-- Name: product_type_tax_items product_type_tax_items_sale_settings; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER product_type_tax_items_sale_settings AFTER INSERT OR DELETE OR UPDATE ON public.product_type_tax_items FOR EACH ROW EXECUTE FUNCTION public.bump_sale_settings_revision();


--
-- Name: tax_item_rates tax_item_rates_sale_settings; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tax_item_rates_sale_settings AFTER INSERT OR DELETE OR UPDATE ON public.tax_item_rates FOR EACH ROW EXECUTE FUNCTION public.bump_sale_settings_revision();


--
-- Name: tax_items tax_items_sale_settings; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tax_items_sale_settings AFTER INSERT OR DELETE OR UPDATE ON public.tax_items FOR EACH ROW EXECUTE FUNCTION public.bump_sale_settings_revision();


--
-- Name: adjustment_reports adjustment_reports_adjustment_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.adjustment_reports
    ADD CONSTRAINT adjustment_reports_adjustment_id_fkey FOREIGN KEY (adjustment_id) REFERENCES public.inventory_adjustments(id);


--
-- Name: adjustment_reports adjustment_reports_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.adjustment_reports
    ADD CONSTRAINT adjustment_reports_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: api_tokens api_tokens_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.api_tokens
    ADD CONSTRAINT api_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: audit_entries audit_entries_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.audit_entries
    ADD CONSTRAINT audit_entries_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: brands brands_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.brands
    ADD CONSTRAINT brands_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: ccrs_filed ccrs_filed_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ccrs_filed
    ADD CONSTRAINT ccrs_filed_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: companies companies_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: company_sequences company_sequences_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.company_sequences
    ADD CONSTRAINT company_sequences_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: customers customers_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: device_secrets device_secrets_device_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.device_secrets
    ADD CONSTRAINT device_secrets_device_id_fkey FOREIGN KEY (device_id) REFERENCES public.devices(id) ON DELETE CASCADE;


--
-- Name: devices devices_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.devices
    ADD CONSTRAINT devices_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: devices devices_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.devices
    ADD CONSTRAINT devices_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id);


--
-- Name: discount_reasons discount_reasons_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.discount_reasons
    ADD CONSTRAINT discount_reasons_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: employees employees_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: employees employees_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: file_attachments file_attachments_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.file_attachments
    ADD CONSTRAINT file_attachments_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: import_mappings import_mappings_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.import_mappings
    ADD CONSTRAINT import_mappings_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: inventory_adjustments inventory_adjustments_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_adjustments
    ADD CONSTRAINT inventory_adjustments_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: inventory_adjustments inventory_adjustments_inventory_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_adjustments
    ADD CONSTRAINT inventory_adjustments_inventory_item_id_fkey FOREIGN KEY (inventory_item_id) REFERENCES public.inventory_items(id);


--
-- Name: inventory_count_lines inventory_count_lines_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_count_lines
    ADD CONSTRAINT inventory_count_lines_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: inventory_count_lines inventory_count_lines_inventory_count_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_count_lines
    ADD CONSTRAINT inventory_count_lines_inventory_count_id_fkey FOREIGN KEY (inventory_count_id) REFERENCES public.inventory_counts(id);


--
-- Name: inventory_counts inventory_counts_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_counts
    ADD CONSTRAINT inventory_counts_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: inventory_item_places inventory_item_places_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_item_places
    ADD CONSTRAINT inventory_item_places_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: inventory_item_places inventory_item_places_inventory_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_item_places
    ADD CONSTRAINT inventory_item_places_inventory_item_id_fkey FOREIGN KEY (inventory_item_id) REFERENCES public.inventory_items(id);


--
-- Name: inventory_item_places inventory_item_places_place_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_item_places
    ADD CONSTRAINT inventory_item_places_place_id_fkey FOREIGN KEY (place_id) REFERENCES public.places(id);


--
-- Name: inventory_items inventory_items_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_items
    ADD CONSTRAINT inventory_items_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: inventory_items inventory_items_product_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_items
    ADD CONSTRAINT inventory_items_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id);


--
-- Name: inventory_receipts inventory_receipts_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.inventory_receipts
    ADD CONSTRAINT inventory_receipts_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: line_items line_items_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.line_items
    ADD CONSTRAINT line_items_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: line_items line_items_inventory_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.line_items
    ADD CONSTRAINT line_items_inventory_item_id_fkey FOREIGN KEY (inventory_item_id) REFERENCES public.inventory_items(id);


--
-- Name: line_items line_items_order_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.line_items
    ADD CONSTRAINT line_items_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id);


--
-- Name: loyalty_programs loyalty_programs_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.loyalty_programs
    ADD CONSTRAINT loyalty_programs_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: orders orders_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: orders orders_device_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_device_id_fkey FOREIGN KEY (device_id) REFERENCES public.devices(id);


--
-- Name: orders orders_shift_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.orders
    ADD CONSTRAINT orders_shift_id_fkey FOREIGN KEY (shift_id) REFERENCES public.shifts(id);


--
-- Name: package_items package_items_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.package_items
    ADD CONSTRAINT package_items_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: package_items package_items_inventory_item_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.package_items
    ADD CONSTRAINT package_items_inventory_item_id_fkey FOREIGN KEY (inventory_item_id) REFERENCES public.inventory_items(id);


--
-- Name: package_items package_items_package_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.package_items
    ADD CONSTRAINT package_items_package_id_fkey FOREIGN KEY (package_id) REFERENCES public.packages(id);


--
-- Name: packages packages_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.packages
    ADD CONSTRAINT packages_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: patients patients_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.patients
    ADD CONSTRAINT patients_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: payment_methods payment_methods_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payment_methods
    ADD CONSTRAINT payment_methods_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: payments payments_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: payments payments_order_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id);


--
-- Name: payments payments_payment_method_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.payments
    ADD CONSTRAINT payments_payment_method_id_fkey FOREIGN KEY (payment_method_id) REFERENCES public.payment_methods(id);


--
-- Name: person_group_members person_group_members_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.person_group_members
    ADD CONSTRAINT person_group_members_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: person_group_members person_group_members_person_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.person_group_members
    ADD CONSTRAINT person_group_members_person_group_id_fkey FOREIGN KEY (person_group_id) REFERENCES public.person_groups(id);


--
-- Name: person_group_tax_items person_group_tax_items_item; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.person_group_tax_items
    ADD CONSTRAINT person_group_tax_items_item FOREIGN KEY (tax_item_id, company_id) REFERENCES public.tax_items(id, company_id);


--
-- Name: person_group_tax_items person_group_tax_items_person_group_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.person_group_tax_items
    ADD CONSTRAINT person_group_tax_items_person_group_id_fkey FOREIGN KEY (person_group_id) REFERENCES public.person_groups(id);


--
-- Name: person_groups person_groups_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.person_groups
    ADD CONSTRAINT person_groups_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: places places_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.places
    ADD CONSTRAINT places_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: price_changes price_changes_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.price_changes
    ADD CONSTRAINT price_changes_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: price_changes price_changes_product_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.price_changes
    ADD CONSTRAINT price_changes_product_id_fkey FOREIGN KEY (product_id) REFERENCES public.products(id);


--
-- Name: product_type_tax_items product_type_tax_items_item; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product_type_tax_items
    ADD CONSTRAINT product_type_tax_items_item FOREIGN KEY (tax_item_id, company_id) REFERENCES public.tax_items(id, company_id);


--
-- Name: product_type_tax_items product_type_tax_items_product_type_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product_type_tax_items
    ADD CONSTRAINT product_type_tax_items_product_type_id_fkey FOREIGN KEY (product_type_id) REFERENCES public.product_types(id);


--
-- Name: product_types product_types_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.product_types
    ADD CONSTRAINT product_types_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: products products_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: push_notifications push_notifications_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_notifications
    ADD CONSTRAINT push_notifications_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: register_audit_entries register_audit_entries_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.register_audit_entries
    ADD CONSTRAINT register_audit_entries_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: register_audit_entries register_audit_entries_register_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.register_audit_entries
    ADD CONSTRAINT register_audit_entries_register_id_fkey FOREIGN KEY (register_id) REFERENCES public.devices(id);


--
-- Name: shifts shifts_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shifts
    ADD CONSTRAINT shifts_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: shifts shifts_device_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.shifts
    ADD CONSTRAINT shifts_device_id_fkey FOREIGN KEY (device_id) REFERENCES public.devices(id);


--
-- Name: state_reporting_settings state_reporting_settings_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.state_reporting_settings
    ADD CONSTRAINT state_reporting_settings_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: state_reports state_reports_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.state_reports
    ADD CONSTRAINT state_reports_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: state_reports state_reports_order_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.state_reports
    ADD CONSTRAINT state_reports_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.orders(id);


--
-- Name: strains strains_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.strains
    ADD CONSTRAINT strains_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: tax_item_rates tax_item_rates_created_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_item_rates
    ADD CONSTRAINT tax_item_rates_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.users(id);


--
-- Name: tax_item_rates tax_item_rates_item; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_item_rates
    ADD CONSTRAINT tax_item_rates_item FOREIGN KEY (tax_item_id, company_id) REFERENCES public.tax_items(id, company_id);


--
-- Name: tax_items tax_items_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tax_items
    ADD CONSTRAINT tax_items_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: user_companies user_companies_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_companies
    ADD CONSTRAINT user_companies_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- Name: user_companies user_companies_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_companies
    ADD CONSTRAINT user_companies_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id);


--
-- Name: users users_account_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_account_id_fkey FOREIGN KEY (account_id) REFERENCES public.accounts(id);


--
-- Name: vendors vendors_company_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.vendors
    ADD CONSTRAINT vendors_company_id_fkey FOREIGN KEY (company_id) REFERENCES public.companies(id);


--
-- PostgreSQL database dump complete
--


